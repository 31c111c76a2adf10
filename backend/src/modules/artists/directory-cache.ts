// Totals and facets of the unsearched directory count every published artist (a full scan at 100,000 artists),
// so they are kept a short while; any change to a profile in this process starts afresh.

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

let generation = 0;
const entries = new Map<string, { generation: number; expires: number; value: unknown }>();

/** Called when a profile is created, updated or deleted: cached counts may be wrong now. */
export function directoryChanged(): void {
  generation++;
}

/** The cached value for `key`, or `compute()` kept for a while; changes elsewhere show within TTL_MS. */
export async function cachedCounts<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && hit.expires > now) return hit.value as T;
  const seen = generation;
  const value = await compute();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  if (seen === generation) entries.set(key, { generation: seen, expires: now + TTL_MS, value });
  return value;
}
