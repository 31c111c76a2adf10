// Counts that are costly to compute are kept a short while; any change to a profile in this process starts afresh.
// Two kinds are kept (see directory.service.ts): the exact totals and facets of the unsearched directory (a full scan
// at 100,000 artists), and those of searches with more matches than the count limit ("1,000+" and a facet sample).

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

let generation = 0;
const entries = new Map<string, { generation: number; expires: number; value: unknown }>();

/** Called when a profile is created, updated or deleted: cached counts may be wrong now. */
export function directoryChanged(): void {
  generation++;
}

/**
 * The cached value for `key` (undefined when none is fresh), and `keep` to store one computed now: it is kept only
 * if no profile changed since this lookup, so a value computed from rows read before a change is never kept.
 */
export function lookupCounts<T>(key: string): { value: T | undefined; keep: (value: T) => void } {
  const now = Date.now();
  const hit = entries.get(key);
  const seen = generation;
  const fresh = hit && hit.generation === generation && hit.expires > now;
  return {
    value: fresh ? (hit.value as T) : undefined,
    keep: (value: T) => {
      if (seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { generation: seen, expires: now + TTL_MS, value });
    },
  };
}

/** The cached value for `key`, or `compute()` kept for a while; changes elsewhere show within TTL_MS. */
export async function cachedCounts<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const cached = lookupCounts<T>(key);
  if (cached.value !== undefined) return cached.value;
  const value = await compute();
  cached.keep(value);
  return value;
}
