// Counts that are costly to compute are kept a short while; any public change forgets them (public-changes.ts).
// Two kinds are kept (see directory.service.ts): the exact totals and facets of the unsearched directory (a full scan
// at 100,000 artists), and those of searches with more matches than the count limit ("1,000+" and a facet sample).
import { LRUCache } from 'lru-cache';
import { forgetPublic, onPublicChange, publicChangesHeard, publicGeneration } from './public-changes.ts';

const TTL_MS = 30_000;
/** Counts kept at most, least recently used out first: a burst of searches nobody asked before evicts one by one. */
export const MAX_KEPT_COUNTS = 500;

type Kept = { generation: number; value: unknown };
const entries = new LRUCache<string, Kept>({ max: MAX_KEPT_COUNTS, ttl: TTL_MS });
onPublicChange(() => entries.clear());

/**
 * Forgets every kept count (and, as any public change does, every public answer kept in this process). Changes to
 * the database are heard through public-changes.ts; this is for a caller that wants the counts made afresh (the bench).
 */
export function directoryChanged(): void {
  forgetPublic();
}

/** How many counts are kept now. */
export function keptCounts(): number {
  return entries.size;
}

/** Background recounts finished (countsThroughChanges): answers built with the counts they replaced are stale. */
let settledRecounts = 0;

/**
 * The version of what public reads answer in this process: it moves on every public change heard, and when a
 * background recount replaces counts that were answered while it ran.
 */
export function publicVersion(): number {
  return publicGeneration() + settledRecounts;
}

/**
 * The cached value for `key` (undefined when none is fresh), and `keep` to store one computed now: it is kept only
 * if no public change was heard since this lookup, so a value computed from rows read before a change is never kept.
 * While changes cannot be heard nothing is answered or kept.
 */
export function lookupCounts<T>(key: string): { value: T | undefined; keep: (value: T) => void } {
  const seen = publicGeneration();
  const hit = publicChangesHeard() ? entries.get(key) : undefined;
  return {
    value: hit && hit.generation === seen ? (hit.value as T) : undefined,
    keep: (value: T) => {
      if (!publicChangesHeard() || seen !== publicGeneration()) return;
      entries.set(key, { generation: seen, value });
    },
  };
}

/** From this many matching profiles on, a recount is worth not waiting for (about 40 ms per 10,000 on PostgreSQL). */
export const LARGE_COUNT = 10_000;
/** The last counts of each key, kept through changes: answered while a large recount runs. */
const lastKnown = new LRUCache<string, { value: unknown; total: number }>({ max: MAX_KEPT_COUNTS });
const recounting = new Map<string, Promise<unknown>>();

/**
 * The counts of the whole directory (or a filter of it), kept as lookupCounts keeps them. When the counts kept for this key
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
        lastKnown.set(key, { value, total: value.total });
        return value;
      })
      .finally(() => recounting.delete(key));
    recounting.set(key, running);
  }
  const previous = lastKnown.get(key);
  if (publicChangesHeard() && previous && previous.total >= LARGE_COUNT) {
    // Its failure is the next request's to see; once it settles, answers made meanwhile are not kept any longer.
    running.catch(() => undefined).finally(() => settledRecounts++);
    return previous.value as T;
  }
  return running;
}
