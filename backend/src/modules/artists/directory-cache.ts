// Counts that are costly to compute are kept a short while; any change to a profile in this process starts afresh.
// Two kinds are kept (see directory.service.ts): the exact totals and facets of the unsearched directory (a full scan
// at 100,000 artists), and those of searches with more matches than the count limit ("1,000+" and a facet sample).

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

let generation = 0;
const entries = new Map<string, { generation: number; expires: number; value: unknown }>();

/** Called when a profile is created, updated or deleted: cached counts (and public reads kept in memory) may be wrong now. */
export function directoryChanged(): void {
  generation++;
}

/**
 * Off while changes made elsewhere cannot be heard (PostgreSQL's listener is down, public-changes.ts): no count kept
 * is answered and none is kept, as no public read is answered from memory then. Back on, everything starts afresh.
 */
let heard = true;
export function setChangesHeard(on: boolean): void {
  heard = on;
  directoryChanged();
}

/** Background recounts finished (countsThroughChanges): answers built with the counts they replaced are stale. */
let settledRecounts = 0;

/**
 * The version of what public reads answer in this process: it moves on every change directoryChanged hears of, and
 * when a background recount replaces counts that were answered while it ran.
 */
export function publicVersion(): number {
  return generation + settledRecounts;
}

/**
 * The cached value for `key` (undefined when none is fresh), and `keep` to store one computed now: it is kept only
 * if no profile changed since this lookup, so a value computed from rows read before a change is never kept.
 */
export function lookupCounts<T>(key: string): { value: T | undefined; keep: (value: T) => void } {
  const now = Date.now();
  const hit = entries.get(key);
  const seen = generation;
  const fresh = heard && hit && hit.generation === generation && hit.expires > now;
  return {
    value: fresh ? (hit.value as T) : undefined,
    keep: (value: T) => {
      if (!heard || seen !== generation) return;
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

/** From this many matching profiles on, a recount is worth not waiting for (about 40 ms per 10,000 on PostgreSQL). */
export const LARGE_COUNT = 10_000;
const MAX_LAST_KNOWN = 500;
const lastKnown = new Map<string, { value: unknown; total: number }>();
const recounting = new Map<string, Promise<unknown>>();

/**
 * Like cachedCounts, for the counts of the whole directory (or a filter of it). When the counts kept for this key
 * were of LARGE_COUNT profiles or more, and a change (or the TTL) made them stale, they are still answered while one
 * recount runs in the background: the total and facets of a large directory may lag a change by one recount (well
 * under a second), the page of cards never does. Smaller counts are always exact.
 */
export async function countsThroughChanges<T extends { total: number }>(key: string, compute: () => Promise<T>): Promise<T> {
  const cached = lookupCounts<T>(key);
  if (cached.value !== undefined) return cached.value;
  let running = recounting.get(key) as Promise<T> | undefined;
  if (!running) {
    running = compute()
      .then((value) => {
        cached.keep(value);
        if (lastKnown.size >= MAX_LAST_KNOWN) lastKnown.clear();
        lastKnown.set(key, { value, total: value.total });
        return value;
      })
      .finally(() => recounting.delete(key));
    recounting.set(key, running);
  }
  const previous = lastKnown.get(key);
  if (heard && previous && previous.total >= LARGE_COUNT) {
    // Its failure is the next request's to see; once it settles, answers made meanwhile are not kept any longer.
    running.catch(() => undefined).finally(() => settledRecounts++);
    return previous.value as T;
  }
  return running;
}
