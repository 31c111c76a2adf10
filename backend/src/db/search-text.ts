/** The directory's search key: lower-cased, accents stripped, so "José" and "jose" match alike on both engines. */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim())
    .join(' ');
}
