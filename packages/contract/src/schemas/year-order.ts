// The public page's order of dated CV entries: most recent first.
/** Sort key of a year as typed ("2019", "2019-2021", "c. 1990", "2015-present"): its latest year; ongoing first. */
export function latestYear(text: string | null | undefined): number {
  if (!text) return Number.NEGATIVE_INFINITY;
  if (/\b(present|current|ongoing|now|today)\b/i.test(text)) return Number.POSITIVE_INFINITY;
  const years = [...text.matchAll(/\b(\d{4})\b/g)].map((m) => Number(m[1]));
  return years.length ? Math.max(...years) : Number.NEGATIVE_INFINITY;
}

/** CV entries most recent first; entries without a year go last; ties keep the artist's order. */
export function mostRecentFirst<T>(
  entries: readonly T[],
  yearOf: (entry: T) => string | null | undefined,
): T[] {
  return entries
    .map((entry, index) => ({ entry, index, key: latestYear(yearOf(entry)) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key > b.key ? -1 : 1))
    .map(({ entry }) => entry);
}
