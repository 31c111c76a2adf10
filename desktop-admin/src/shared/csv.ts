/** Larger than any sensible artist import; stops a wrong pick from filling memory. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

export function isCsvName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
