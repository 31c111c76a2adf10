// Public documents are kept per published version: an unchanged profile is not rendered twice.
import { createHash } from 'node:crypto';

/** A strong ETag from what the document is made of (kind, options and the published source). */
export function etagOf(...parts: unknown[]): string {
  return `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;
}

/** Least recently used documents, at most `maxBytes` in all; one render per key even when asked for at once. */
export class DocumentCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render().finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
      const done = await pending;
      this.keep(key, done);
      return done;
    }
    return pending;
  }

  /** Kept, or being rendered right now (asking again costs no render). */
  has(key: string): boolean {
    return this.kept.has(key) || this.rendering.has(key);
  }

  private keep(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.kept.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
