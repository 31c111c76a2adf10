/**
 * A token bucket per key (a client address): `burst` requests at once, then `perSecond` more each second.
 * Held in process memory and bounded: past `maxKeys` addresses, full buckets (addresses that have been quiet)
 * are dropped first, then the oldest.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly options: { burst: number; perSecond: number; maxKeys?: number; now?: () => number };

  constructor(options: { burst: number; perSecond: number; maxKeys?: number; now?: () => number }) {
    this.options = options;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes one request's token: 0 when it may go ahead, else the whole seconds to wait before the next one. */
  take(key: string): number {
    const now = this.now();
    const { burst, perSecond } = this.options;
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
    } else {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      bucket = { tokens: burst, at: now };
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }

  /** How many addresses are tracked (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number): void {
    const { burst, perSecond } = this.options;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
