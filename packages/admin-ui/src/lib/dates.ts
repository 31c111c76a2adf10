// Dates as the admin screens show them, formatted by Intl in US English.

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d, yyyy': 'Jan 5, 2025' (the inbox and lists). */
export function formatDay(value: string | Date): string {
  const date = toDate(value);
  return date ? day.format(date) : String(value);
}

/** 'Jan 5, 2025, 3:04 PM' (recent activity, sign-ins). */
export function formatDayAndTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dayAndTime.format(date) : String(value);
}
