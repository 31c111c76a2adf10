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
  /** Uploads one person may have being received or processed at once. */
  personInFlight: 2,
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
  constructor(
    status: 413 | 429 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, message);
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

export class UploadGate {
  private inFlight = 0;
  private readonly people = new Map<number, number>();
  private readonly buckets = new Map<number, Bucket>();
  private readonly limits: typeof UploadLimits;
  private readonly now: () => number;

  constructor(private readonly options: UploadGateOptions) {
    this.limits = {
      ...UploadLimits,
      ...(options.perHour > 0 ? { refillSeconds: 3600 / options.perHour } : {}),
      ...options.limits,
    };
    this.now = options.now ?? Date.now;
  }

  /** Uploads being received or processed now. */
  get size(): number {
    return this.inFlight;
  }

  /**
   * Admits one upload of `user` announcing `declaredBytes` (its Content-Length, 0 when chunked) or throws an
   * UploadRefusal; the answer releases the place once the upload is done, whatever its outcome.
   */
  async admit(em: Em, user: User, declaredBytes: number): Promise<() => void> {
    if (this.inFlight >= this.limits.serverInFlight) throw new UploadRefusal(503, UploadGateMessages.busy, 5);
    if ((this.people.get(user.id) ?? 0) >= this.limits.personInFlight) {
      throw new UploadRefusal(429, UploadGateMessages.previousStillRunning, 2);
    }
    if (!user.isAdmin) {
      if (this.options.perHour > 0) this.take(user.id);
      await this.checkQuota(em, user, declaredBytes);
    }
    // Counted only now: the quota's query above awaited, and the bounds must hold for what is admitted.
    if (this.inFlight >= this.limits.serverInFlight) throw new UploadRefusal(503, UploadGateMessages.busy, 5);
    this.inFlight += 1;
    this.people.set(user.id, (this.people.get(user.id) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const left = (this.people.get(user.id) ?? 1) - 1;
      if (left > 0) this.people.set(user.id, left);
      else this.people.delete(user.id);
    };
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
    try {
      return await gate.admit(deps.orm.em, user, declaredLength(ctx));
    } catch (err) {
      if (err instanceof UploadRefusal && err.retryAfterSeconds)
        ctx.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  };
}
