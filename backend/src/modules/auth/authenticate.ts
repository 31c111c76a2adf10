import type { Context, Next } from 'koa';
import type { AppDeps } from '../../app.ts';
import { HttpError } from '../../http/errors.ts';
import { User } from '../users/user.entity.ts';
import { userForDesktopToken } from '../desktop/desktop-token.service.ts';

/**
 * Puts the signed-in user on `ctx.state.user`: from a desktop bearer token or the session cookie.
 * The user row is read on every request, so a freeze or a deletion takes effect on the next request.
 */
export function authenticate({ orm }: AppDeps) {
  return async (ctx: Context, next: Next) => {
    const authorization = ctx.get('Authorization');
    if (authorization) {
      const match = /^Bearer ([\w-]{20,200})$/.exec(authorization);
      const user = match ? await userForDesktopToken(orm.em, match[1]!) : undefined;
      if (!user) throw new HttpError(401, 'Your desktop sign-in has expired or was revoked. Please sign in again.');
      ctx.state.user = user;
      ctx.state.authMethod = 'token';
      return next();
    }
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
    return next();
  };
}
