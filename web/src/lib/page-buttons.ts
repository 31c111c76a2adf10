/**
 * The page numbers to offer as buttons: at most `max` consecutive pages, centred on the current page
 * where possible, never past either end.
 */
export function pageButtons(current: number, totalPages: number, max = 3): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPagesOf(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}
