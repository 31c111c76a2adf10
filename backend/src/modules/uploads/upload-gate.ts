// Who may start an image upload now, decided before a byte of the body is read: a bounded number of uploads for
// the whole server (each holds its file in memory until its image is stored), one or two at a time per person, a
// rate per person, and a storage quota per person. Admins (moderators doing bulk work) skip the rate and quota,
// not the bounds that protect the server.
import type { Context } from 'koa';
import type { Em } from '../../db/orm.ts';
import { HttpError } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';

export const UploadLimits = {
  /** Uploads being received or processed at once, for the whole server (25 MB each at most). */
  serverInFlight: 6,
  /** Uploads waiting for one of those places (their bodies not yet read), and for how long at most. */
  serverWaiting: 24,
  waitMs: 30_000,
  /** Uploads one person may have being received or processed at once, and waiting behind those. */
  personInFlight: 2,
  personWaiting: 4,
  /** Uploads one person may start in a burst, and how fast that allowance comes back (by default one per 30 s). */
  burst: 30,
  refillSeconds: 30,
};

export const UploadGateMessages = {
  busy: 'Uploads are in high demand right now. Please try again shortly.',
  previousStillRunning: 'Your previous upload is still being processed. Please try again in a moment.',
  tooMany: 'Too many uploads. Please try again later.',
  quota: (mb: number) =>
    `Your storage is full (${formatMb(mb)}): delete some works or images before uploading more.`,
} as const;

const formatMb = (mb: number) => (mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`);

/** An upload refused for now (429 or 503 with the seconds to wait), or for good until space is freed (413). */
export class UploadRefusal extends HttpError {
  readonly retryAfterSeconds: number | undefined;

  constructor(status: 413 | 429 | 503, message: string, retryAfterSeconds?: number) {
    super(status, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Bucket = { tokens: number; at: number };

export type UploadGateOptions = {
  /** Bytes of stored images one person may own (original files as received); 0 = no quota. */
  quotaBytes: number;
  /** Uploads one person may start an hour (the allowance comes back at this pace); 0 = no limit. */
  perHour: number;
  limits?: Partial<typeof UploadLimits>;
  now?: () => number;
};

type Person = { inFlight: number; waiting: number };
type Waiter = { person: number; start: () => void };

export class UploadGate {
  private inFlight = 0;
  private readonly people = new Map<number, Person>();
  private readonly waiters: Waiter[] = [];
  private readonly buckets = new Map<number, Bucket>();
  private readonly limits: typeof UploadLimits;
  private readonly now: () => number;

  private readonly options: UploadGateOptions;

  constructor(options: UploadGateOptions) {
    this.options = options;
    this.limits = {
      ...UploadLimits,
      ...(options.perHour > 0 ? { refillSeconds: 3600 / options.perHour } : {}),
      ...options.limits,
    };
    this.now = options.now ?? Date.now;
  }

  /** Uploads being received or processed now, and waiting for a place. */
  get size(): { inFlight: number; waiting: number } {
    return { inFlight: this.inFlight, waiting: this.waiters.length };
  }

  /**
   * Admits one upload of `user` announcing `declaredBytes` (its Content-Length, 0 when chunked) once a place is
   * free, or throws an UploadRefusal; `signal` (the client going away) stops the wait. The answer releases the
   * place once the upload is done, whatever its outcome.
   */
  async admit(em: Em, user: User, declaredBytes: number, signal?: AbortSignal): Promise<() => void> {
    const { personInFlight, personWaiting, serverWaiting } = this.limits;
    const person = this.personOf(user.id);
    if (person.inFlight + person.waiting >= personInFlight + personWaiting) {
      throw new UploadRefusal(429, UploadGateMessages.previousStillRunning, 2);
    }
    if (this.waiters.length >= serverWaiting) throw new UploadRefusal(503, UploadGateMessages.busy, 5);
    // Counted as waiting from here on (the checks below await), so a burst cannot slip past the person's bound.
    person.waiting += 1;
    try {
      if (!user.isAdmin) {
        if (this.options.perHour > 0) this.take(user.id);
        await this.checkQuota(em, user, declaredBytes);
      }
    } catch (err) {
      person.waiting -= 1;
      this.forgetIdle(user.id);
      throw err;
    }
    await this.place(user.id, signal);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      this.personOf(user.id).inFlight -= 1;
      this.forgetIdle(user.id);
      this.startWaiting();
    };
  }

  private personOf(id: number): Person {
    let person = this.people.get(id);
    if (!person) this.people.set(id, (person = { inFlight: 0, waiting: 0 }));
    return person;
  }

  private forgetIdle(id: number): void {
    const person = this.people.get(id);
    if (person && person.inFlight === 0 && person.waiting === 0) this.people.delete(id);
  }

  private canStart(id: number): boolean {
    return (
      this.inFlight < this.limits.serverInFlight && this.personOf(id).inFlight < this.limits.personInFlight
    );
  }

  private begin(id: number): void {
    this.inFlight += 1;
    this.personOf(id).inFlight += 1;
  }

  /**
   * A place now if one is free and none of the person's earlier uploads waits for it; else in line, first come
   * first served. The person's upload is already counted as waiting.
   */
  private place(id: number, signal?: AbortSignal): Promise<void> {
    const person = this.personOf(id);
    if (this.canStart(id) && !this.waiters.some((w) => w.person === id)) {
      person.waiting -= 1;
      this.begin(id);
      return Promise.resolve();
    }
    if (this.waiters.length >= this.limits.serverWaiting) {
      person.waiting -= 1;
      this.forgetIdle(id);
      return Promise.reject(new UploadRefusal(503, UploadGateMessages.busy, 5));
    }
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', gone);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        person.waiting -= 1;
      };
      const waiter: Waiter = {
        person: id,
        start: () => {
          leave();
          this.begin(id);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        leave();
        this.forgetIdle(id);
        reject(new UploadRefusal(503, UploadGateMessages.busy, 5));
      }, this.limits.waitMs);
      const gone = () => {
        leave();
        this.forgetIdle(id);
        reject(new Error('The client went away while its upload waited'));
      };
      signal?.addEventListener('abort', gone, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** Gives freed places to the longest-waiting uploads that may start (a person's own bound still holds). */
  private startWaiting(): void {
    for (let i = 0; i < this.waiters.length && this.inFlight < this.limits.serverInFlight;) {
      const waiter = this.waiters[i]!;
      if (this.canStart(waiter.person))
        waiter.start(); // removes it from the line
      else i += 1;
    }
  }

  /** Takes one upload from the person's allowance (a token bucket), or refuses with the seconds until the next. */
  private take(person: number): void {
    const { burst, refillSeconds } = this.limits;
    const now = this.now();
    const bucket = this.buckets.get(person) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + (now - bucket.at) / (refillSeconds * 1000));
    if (tokens < 1) {
      this.buckets.set(person, { tokens, at: now });
      throw new UploadRefusal(429, UploadGateMessages.tooMany, Math.ceil((1 - tokens) * refillSeconds));
    }
    this.buckets.set(person, { tokens: tokens - 1, at: now });
    this.forgetFullBuckets(now);
  }

  /** A person whose allowance is whole again needs no entry: the map holds only people uploading lately. */
  private forgetFullBuckets(now: number): void {
    if (this.buckets.size < 1000) return;
    const { burst, refillSeconds } = this.limits;
    for (const [person, b] of this.buckets) {
      if (b.tokens + (now - b.at) / (refillSeconds * 1000) >= burst) this.buckets.delete(person);
    }
  }

  private async checkQuota(em: Em, user: User, declaredBytes: number): Promise<void> {
    const { quotaBytes } = this.options;
    if (quotaBytes <= 0) return;
    const used = await storedBytesOf(em, user.id);
    // The body is a little larger than its file: count the file as the body less a multipart allowance.
    const incoming = Math.max(0, declaredBytes - 64 * 1024);
    if (used + incoming > quotaBytes) {
      throw new UploadRefusal(413, UploadGateMessages.quota(Math.round(quotaBytes / (1024 * 1024))));
    }
  }
}

/** Bytes of the images a person uploaded, or that illustrate their own profile. */
export async function storedBytesOf(em: Em, userId: number): Promise<number> {
  const rows = await em.fork().execute<{ total: string | number | null }[]>(
    `select coalesce(sum(u.bytes), 0) as total from upload u
        left join artist_profile p on p.id = u.artist_id
        where u.owner_id = ? or p.user_id = ?`,
    [userId, userId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** What an admitted upload needs from the request: the announced length of its body. */
export const declaredLength = (ctx: Context) => Number(ctx.get('Content-Length') || 0) || 0;

/** The admission of the API's image uploads for one server: refusals carry Retry-After when waiting helps. */
export function imageUploadAdmission(deps: {
  orm: { em: Em };
  config: { uploadQuotaBytes: number; uploadsPerHour: number };
}) {
  const gate = new UploadGate({
    quotaBytes: deps.config.uploadQuotaBytes,
    perHour: deps.config.uploadsPerHour,
  });
  return async (ctx: Context, user: User): Promise<() => void> => {
    // A client that goes away while its upload waits for a place leaves the line.
    const gone = new AbortController();
    const onClose = () => gone.abort();
    ctx.req.once('close', onClose);
    try {
      return await gate.admit(deps.orm.em, user, declaredLength(ctx), gone.signal);
    } catch (err) {
      if (err instanceof UploadRefusal && err.retryAfterSeconds)
        ctx.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  };
}
