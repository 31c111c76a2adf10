// Public documents are kept per published version: an unchanged profile is not rendered twice.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A strong ETag from what the document is made of (kind, options and the published source). */
export function etagOf(...parts: unknown[]): string {
  return `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;
}

/** Documents kept at most, and how long one nobody asks for stays. */
const MAX_DOCUMENTS = 500;
const TTL_MS = 60 * 60_000;

/**
 * Least recently used documents, at most `maxBytes` in all (and MAX_DOCUMENTS), each kept at most an hour; one render
 * per key even when asked for at once.
 *
 * Keyed by the hash of what the document prints (etagOf: the published version it was drawn from, the options, the
 * drawing's version), so a kept document is never wrong: a change makes another key, and a document is only asked for
 * after its artist's published version was read from the database (a deleted or hidden artist's is never reached
 * again). It is therefore not forgotten on public changes, which would redraw every artist's documents after any
 * approval; the age and size limits let the unreachable ones go.
 */
export class DocumentCache {
  private readonly kept: LRUCache<string, Buffer>;
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.kept = new LRUCache({
      max: MAX_DOCUMENTS,
      maxSize: maxBytes,
      sizeCalculation: (document) => Math.max(1, document.length),
      ttl: TTL_MS,
    });
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render().finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
      const done = await pending;
      this.kept.set(key, done);
      return done;
    }
    return pending;
  }

  /** Kept, or being rendered right now (asking again costs no render). */
  has(key: string): boolean {
    return this.kept.has(key) || this.rendering.has(key);
  }

  /** Documents kept now, and their bytes. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.kept.calculatedSize };
  }
}
