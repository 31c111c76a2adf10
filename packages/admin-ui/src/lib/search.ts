/** Lower case without accents, so 'Zoë' is found by 'zoe'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when every word of the query is found in one of the fields. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
