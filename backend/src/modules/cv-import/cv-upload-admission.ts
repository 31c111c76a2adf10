// Who may send a CV to read now, decided before its body (up to 10 MB) is read: the upload gate's bounds for the whole
// server and per person. Nothing is stored, so no quota; one reading per person is the import's own rule (429).
import type { Context } from 'koa';
import type { Em } from '../../db/orm.ts';
import type { SessionUser } from '../../http/session.ts';
import { declaredLength, UploadGate, UploadRefusal } from '../uploads/upload-gate.ts';
import type { User } from '../users/user.entity.ts';

export const CV_UPLOAD_LIMITS = {
  /** CVs being received or read into their import at once, for the whole server (10 MB each at most in memory). */
  serverInFlight: 8,
  serverWaiting: 16,
  waitMs: 30_000,
  /** A person's second start gets through to be told its first is still read (429), not to wait behind it. */
  personInFlight: 2,
  personWaiting: 0,
};

export function cvUploadAdmission(deps: { orm: { em: Em } }) {
  const gate = new UploadGate({ quotaBytes: 0, perHour: 0, limits: CV_UPLOAD_LIMITS });
  return async (ctx: Context, user: SessionUser): Promise<() => void> => {
    const gone = new AbortController();
    ctx.req.once('close', () => gone.abort());
    try {
      return await gate.admit(deps.orm.em, user as User, declaredLength(ctx), gone.signal);
    } catch (err) {
      if (err instanceof UploadRefusal && err.retryAfterSeconds) ctx.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  };
}
