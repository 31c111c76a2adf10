// PDFs are rendered one after another (the machine has two cores and the server has other work): one at a time per
// person (429 for a second while the first renders), at most `capacity` waiting for the whole server (503 past it).
import { HttpError } from '../../http/errors.ts';

export const DocumentMessages = {
  busyForYou: 'Your previous document is still being prepared. Please try again in a moment.',
  busy: 'Documents are in high demand right now. Please try again shortly.',
  tooSlow:
    'This document took too long to prepare. Please try again shortly, or choose fewer entries or works.',
  tooLarge: 'This document is too large to prepare. Choose fewer entries or works in a selection.',
} as const;

export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly people = new Set<string>();

  private readonly concurrency: number;
  private readonly capacity: number;

  constructor(concurrency = 1, capacity = 16) {
    this.concurrency = concurrency;
    this.capacity = capacity;
  }

  /** Renders still to finish (running and waiting). */
  get size(): number {
    return this.running + this.waiting.length;
  }

  /**
   * Runs `task` when its turn comes. `person` (a user id, or the address of a visitor) may have one render at a
   * time; the error carries the seconds a client should wait (Retry-After).
   */
  async run<T>(person: string, task: () => Promise<T>): Promise<T> {
    if (this.people.has(person)) throw new QueueRefusal(429, DocumentMessages.busyForYou, 2);
    if (this.running >= this.concurrency && this.waiting.length >= this.capacity) {
      throw new QueueRefusal(503, DocumentMessages.busy, 5);
    }
    this.people.add(person);
    try {
      if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.running += 1;
      try {
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next)
          next(); // the slot passes on as it is
        else this.running -= 1;
      }
    } finally {
      this.people.delete(person);
    }
  }
}

/** A render refused for now: 429 or 503 with the seconds to wait. */
export class QueueRefusal extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(status: 429 | 503, message: string, retryAfterSeconds: number) {
    super(status, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
