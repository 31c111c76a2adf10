// Dates as the product writes them, formatted by Intl in US English.

const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
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

/** 'March 5, 2026' (the artist's own CV summary); empty for no date or an unreadable one. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? longDay.format(date) : '';
}

/** 'MMM d, yyyy': 'Jan 5, 2025' (the admin inbox and lists); an unreadable date is shown as it came. */
export function formatDay(value: string | Date): string {
  const date = toDate(value);
  return date ? day.format(date) : String(value);
}

/** 'Jan 5, 2025, 3:04 PM' (recent activity, sign-ins). */
export function formatDayAndTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dayAndTime.format(date) : String(value);
}
