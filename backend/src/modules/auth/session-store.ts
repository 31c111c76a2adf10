import type { Context } from 'koa';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import { Session } from './session.entity.ts';

/** Sessions older than this are ended whatever the activity (ASVS 3.3). */
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions unused for this long are ended. */
export const IDLE_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a sign-in in progress is kept (the provider's own sign-in step lasts as long). */
export const SIGN_IN_STATE_MS = 10 * 60 * 1000;
/** The short-lived signed cookie that carries a sign-in in progress (returnTo, state, nonce, PKCE verifier). */
export const SIGN_IN_STATE_COOKIE = 'oeuvre.signin';

type SessionData = { userId?: number; createdAt?: number; [key: string]: unknown };
type StoreContext = { ctx?: Context };

/**
 * koa-session store in the database: sessions live server-side, so freezing or deleting a user
 * (which deletes their rows) ends them at once, and any app server behind a load balancer can read them.
 * Only a signed-in session is a row: until sign-in completes, what the session holds (where to return, the
 * OAuth state, nonce and PKCE verifier) travels in a signed cookie that lasts ten minutes, bound to the
 * session's key, so anonymous requests never write to the database.
 */
export function databaseSessionStore(
  orm: Orm,
  now: () => number = Date.now,
  options: { secure?: boolean } = {},
) {
  const cookieOptions = {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure ?? false,
    path: '/',
  };
  const readPending = (ctx: Context, key: string): SessionData | undefined => {
    const raw = ctx.cookies.get(SIGN_IN_STATE_COOKIE, { signed: true });
    if (!raw) return undefined;
    try {
      const pending = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
        k?: unknown;
        e?: unknown;
        d?: unknown;
      };
      if (
        pending.k !== key ||
        typeof pending.e !== 'number' ||
        pending.e <= now() ||
        !pending.d ||
        typeof pending.d !== 'object'
      )
        return undefined;
      return pending.d as SessionData;
    } catch {
      return undefined;
    }
  };
  const clearPending = (ctx: Context | undefined) => {
    if (ctx?.cookies.get(SIGN_IN_STATE_COOKIE)) ctx.cookies.set(SIGN_IN_STATE_COOKIE, null, cookieOptions);
  };

  return {
    async get(key: string, _maxAge?: unknown, { ctx }: StoreContext = {}): Promise<SessionData | undefined> {
      const pending = ctx && readPending(ctx, key);
      if (pending) return pending;
      const em = orm.em.fork();
      const row = await em.findOne(Session, { id: key });
      if (!row) return undefined;
      const data = row.data as SessionData;
      const expired =
        row.expiresAt.getTime() <= now() || (data.createdAt && now() - data.createdAt > ABSOLUTE_SESSION_MS);
      if (expired) {
        await em.nativeDelete(Session, { id: key });
        return undefined;
      }
      return data;
    },
    async set(
      key: string,
      sess: SessionData,
      maxAge: number | 'session' | undefined,
      { ctx }: StoreContext = {},
    ): Promise<void> {
      if (typeof sess.userId !== 'number') {
        // Not signed in: no row. Without a request to answer there is nowhere to keep it, so nothing is kept.
        if (!ctx) return;
        const expiresAt = now() + SIGN_IN_STATE_MS;
        const value = Buffer.from(JSON.stringify({ k: key, e: expiresAt, d: sess })).toString('base64url');
        ctx.cookies.set(SIGN_IN_STATE_COOKIE, value, { ...cookieOptions, maxAge: SIGN_IN_STATE_MS });
        return;
      }
      clearPending(ctx);
      const em = orm.em.fork();
      const ttl = typeof maxAge === 'number' ? maxAge : IDLE_SESSION_MS;
      const data: SessionData = { ...sess, createdAt: sess.createdAt ?? now() };
      sess.createdAt = data.createdAt;
      const expiresAt = new Date(now() + ttl);
      const userId = typeof data.userId === 'number' ? data.userId : null;
      await em.upsert(
        Session,
        { id: key, user: userId, data, expiresAt, lastSeenAt: new Date(now()) },
        {
          onConflictFields: ['id'],
        },
      );
    },
    async destroy(key: string, { ctx }: StoreContext = {}): Promise<void> {
      clearPending(ctx);
      await orm.em.fork().nativeDelete(Session, { id: key });
    },
  };
}

/** Deletes the rows of sessions past their idle or absolute timeout (sessions nobody comes back to). */
export async function sweepExpiredSessions(orm: Orm, now: () => number = Date.now): Promise<number> {
  return orm.em.fork().nativeDelete(Session, {
    $or: [
      { expiresAt: { $lte: new Date(now()) } },
      { createdAt: { $lte: new Date(now() - ABSOLUTE_SESSION_MS) } },
    ],
  });
}

/** Sweeps expired sessions every `intervalMs` (the timer does not keep the process alive); `stop` on close. */
export function startSessionSweeper(
  orm: Orm,
  logger: Logger,
  intervalMs = 15 * 60 * 1000,
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredSessions(orm)
      .then((count) => {
        if (count > 0) logger.debug({ count }, 'expired sessions swept');
      })
      .catch((err: Error) => logger.warn({ message: err.message }, 'expired sessions could not be swept'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Ends every session of a user (freeze, delete, sign-out everywhere). */
export async function endSessionsOf(orm: Orm, userId: number): Promise<void> {
  await orm.em.fork().nativeDelete(Session, { user: userId });
}
