import type { Orm } from '../../db/orm.ts';
import { Session } from './session.entity.ts';

/** Sessions older than this are ended whatever the activity (ASVS 3.3). */
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions unused for this long are ended. */
export const IDLE_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

type SessionData = { userId?: number; createdAt?: number; [key: string]: unknown };

/**
 * koa-session store in the database: sessions live server-side, so freezing or deleting a user
 * (which deletes their rows) ends them at once, and any app server behind a load balancer can read them.
 */
export function databaseSessionStore(orm: Orm, now: () => number = Date.now) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const em = orm.em.fork();
      const row = await em.findOne(Session, { id: key });
      if (!row) return undefined;
      const data = row.data as SessionData;
      const expired = row.expiresAt.getTime() <= now() || (data.createdAt && now() - data.createdAt > ABSOLUTE_SESSION_MS);
      if (expired) {
        await em.nativeDelete(Session, { id: key });
        return undefined;
      }
      return data;
    },
    async set(key: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const em = orm.em.fork();
      const ttl = typeof maxAge === 'number' ? maxAge : IDLE_SESSION_MS;
      const data: SessionData = { ...sess, createdAt: sess.createdAt ?? now() };
      sess.createdAt = data.createdAt;
      const expiresAt = new Date(now() + ttl);
      const userId = typeof data.userId === 'number' ? data.userId : null;
      await em.upsert(Session, { id: key, user: userId, data, expiresAt, lastSeenAt: new Date(now()) } as never, {
        onConflictFields: ['id'],
      });
    },
    async destroy(key: string): Promise<void> {
      await orm.em.fork().nativeDelete(Session, { id: key });
    },
  };
}

/** Ends every session of a user (freeze, delete, sign-out everywhere). */
export async function endSessionsOf(orm: Orm, userId: number): Promise<void> {
  await orm.em.fork().nativeDelete(Session, { user: userId });
}
