import type { Context, Next } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { HttpError } from '../../http/errors.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../http/session.ts';
import { User } from '../users/user.entity.ts';
import { IDLE_SESSION_MS } from './session-store.ts';
import { userForDesktopToken } from '../desktop/desktop-token.service.ts';

/**
 * Puts the signed-in user on `ctx.state.user`: from a desktop bearer token or the session cookie.
 * The user row is read on every request, so a freeze or a deletion takes effect on the next request.
 */
export function authenticate({ orm, config }: AppDeps) {
  const secure = config.publicUrl.startsWith('https://');
  return async (ctx: Context, next: Next) => {
    const authorization = ctx.get('Authorization');
    if (authorization) {
      const match = /^Bearer ([\w-]{20,200})$/.exec(authorization);
      const user = match ? await userForDesktopToken(orm.em, match[1]!) : undefined;
      if (!user)
        throw new HttpError(401, 'Your desktop sign-in has expired or was revoked. Please sign in again.');
      ctx.state.user = user;
      ctx.state.authMethod = 'token';
      return next();
    }
    // A session cookie naming no session (it ended, or its user was deleted with it): told to go after this request.
    const stale = Boolean(ctx.cookies.get(SESSION_COOKIE)) && ctx.session?.isNew === true;
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      const user = await orm.em.findOne(User, { id: userId });
      if (!user || user.isFrozen) {
        ctx.session = null;
      } else {
        ctx.state.user = user;
        ctx.state.authMethod = 'session';
      }
    }
    syncSignedInHint(ctx, ctx.state.authMethod === 'session', secure);
    await next();
    // Unless this request began one (a sign-in), the stale cookie is cleared: the visitor's pages are a signed-out
    // visitor's again (drawn for anyone, kept in memory), not a session's.
    if (stale && ctx.session?.isNew === true && Object.keys(ctx.session.toJSON()).length === 0) {
      ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(secure));
    }
  };
}

/** The session's idle lifetime, which the hint follows (see the session store). */
const HINT_MAX_AGE_MS = IDLE_SESSION_MS;

/**
 * Keeps the `signed-in` hint in step with the session: set while a session has a user, cleared when it has none, so
 * the app skips asking who is signed in for a visitor without a session (and logs no 401 for them).
 */
export function syncSignedInHint(ctx: Context, signedIn: boolean, secure: boolean): void {
  const present = ctx.cookies.get(SIGNED_IN_HINT_COOKIE) === '1';
  if (signedIn === present) return;
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : null, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(signedIn ? { maxAge: HINT_MAX_AGE_MS } : {}),
  });
}
