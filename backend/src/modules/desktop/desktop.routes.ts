import type { AppDeps } from '../../types.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { redeemAuthCode } from './desktop-auth-code.service.ts';
import { presentDesktopToken } from './desktop-token.presenter.ts';
import {
  activeDesktopTokensOf,
  issueDesktopToken,
  revokeDesktopToken,
  revokeDesktopTokenOf,
} from './desktop-token.service.ts';

/** The bearer token of this request, when it came with one (the desktop app). */
function bearerToken(authorization: string): string | undefined {
  return /^Bearer ([\w-]{20,200})$/.exec(authorization)?.[1];
}

export function desktopHandlers({ orm, logger }: AppDeps) {
  return {
    'desktop.exchangeToken': async ({ body }) => {
      const { user, deviceName } = await redeemAuthCode(orm.em, {
        code: body.code,
        codeVerifier: body.code_verifier,
        redirectUri: body.redirect_uri,
      });
      const { token, row } = await issueDesktopToken(orm.em, user, deviceName);
      logger.info({ userId: user.id, tokenId: row.id }, 'desktop app signed in');
      return { token, expiresAt: row.expiresAt.toISOString() };
    },
    'desktop.revokeToken': async ({ ctx }) => {
      const token = bearerToken(ctx.get('Authorization'));
      if (!token) throw badRequest('Sign out of the desktop app with its bearer token');
      await revokeDesktopToken(orm.em, token);
    },
    'admin.tokens.list': async ({ user }) => (await activeDesktopTokensOf(orm.em, user)).map(presentDesktopToken),
    'admin.tokens.revoke': async ({ user, params }) => {
      if (!(await revokeDesktopTokenOf(orm.em, user, params.id))) throw notFound();
    },
  } satisfies FeatureHandlers;
}
