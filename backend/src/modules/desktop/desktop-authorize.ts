import Router from '@koa/router';
import type Koa from 'koa';
import type { Context } from 'koa';
import * as v from 'valibot';
import { desktopAuthorizeQuery } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { HttpError } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import {
  AUTHORIZE_PATH,
  type AuthorizeRequest,
  consentPage,
  crossSitePage,
  invalidRequestPage,
  notAdminPage,
  signedOutPage,
} from './authorize-page.ts';
import { isLoopbackRedirectUri, issueAuthCode } from './desktop-auth-code.service.ts';

const MAX_FORM_BYTES = 16 * 1024;
const FIELDS = ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'device_name'] as const;

/** The app's request, or undefined when any part is missing, repeated or not allowed. */
export function readAuthorizeRequest(get: (name: string) => string[]): AuthorizeRequest | undefined {
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const all = get(name);
    if (all.length > 1) return undefined;
    if (all.length === 1) values[name] = all[0]!;
  }
  const parsed = v.safeParse(desktopAuthorizeQuery, values);
  if (!parsed.success || !isLoopbackRedirectUri(parsed.output.redirect_uri)) return undefined;
  // The name only labels the token in Settings > Security: one line, bounded.
  const deviceName = (parsed.output.device_name ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 200);
  return {
    redirectUri: parsed.output.redirect_uri,
    state: parsed.output.state,
    codeChallenge: parsed.output.code_challenge,
    deviceName: deviceName || 'Unknown device',
  };
}

const fromQuery = (ctx: Context) => (name: string) => {
  const value = ctx.query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** The redirect back to the app's loopback listener, keeping any query it put in its URI. */
function loopbackRedirect(request: AuthorizeRequest, params: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

function show(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
}

/**
 * Codes and states pass through these responses: never cached, never sent on as a referrer to another
 * origin (the app's loopback included). Not `no-referrer`: under it browsers post the consent form with
 * `Origin: null`, which the same-origin checks refuse.
 */
function keepPrivate(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'same-origin');
}

/** Only a browser session counts here: the page grants a token, so a token cannot grant itself another. */
function sessionUser(ctx: Context): User | undefined {
  return ctx.state.authMethod === 'session' ? (ctx.state.user as User | undefined) : undefined;
}

/** The consent form must be posted from our own page: a browser always sends Origin with a form post. */
function fromOwnPage(ctx: Context, ownOrigin: string): boolean {
  const origin = ctx.get('Origin');
  if (origin) return origin === ownOrigin;
  return ctx.get('Sec-Fetch-Site') === 'same-origin';
}

async function readForm(ctx: Context): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, 'Request too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * `GET /api/desktop/authorize` asks a signed-in admin to allow the desktop app; the posted answer sends the
 * browser back to the app's loopback URI with a one-time code (or access_denied) and the app's state.
 * Mounted after sign-in (it needs the session) and outside the JSON route table (it answers pages).
 */
export function mountDesktopAuthorize(app: Koa, { config, orm, logger }: AppDeps): void {
  const ownOrigin = new URL(config.publicUrl).origin;
  const router = new Router();

  router.get(AUTHORIZE_PATH, async (ctx) => {
    keepPrivate(ctx);
    const request = readAuthorizeRequest(fromQuery(ctx));
    if (!request) return show(ctx, 400, invalidRequestPage());
    const user = sessionUser(ctx);
    if (!user) return ctx.redirect(`/api/login?returnTo=${encodeURIComponent(ctx.originalUrl)}`);
    if (!user.isAdmin) return show(ctx, 403, notAdminPage());
    show(ctx, 200, consentPage(request, user.email));
  });

  router.post(AUTHORIZE_PATH, async (ctx) => {
    keepPrivate(ctx);
    if (!fromOwnPage(ctx, ownOrigin)) return show(ctx, 403, crossSitePage());
    const form = await readForm(ctx);
    const request = readAuthorizeRequest((name) => form.getAll(name));
    const decision = form.getAll('decision');
    if (!request || decision.length !== 1 || !['allow', 'deny'].includes(decision[0]!)) {
      return show(ctx, 400, invalidRequestPage());
    }
    const user = sessionUser(ctx);
    if (!user) return show(ctx, 401, signedOutPage());
    if (!user.isAdmin) return show(ctx, 403, notAdminPage());
    if (decision[0] === 'deny') {
      ctx.redirect(loopbackRedirect(request, { error: 'access_denied', state: request.state }));
    } else {
      const code = await issueAuthCode(orm.em, { user, ...request });
      logger.info({ userId: user.id }, 'desktop sign-in allowed');
      ctx.redirect(loopbackRedirect(request, { code, state: request.state }));
    }
    ctx.status = 303; // a GET to the app's listener, whatever the form's method
  });

  app.use(router.routes());
  app.use(router.allowedMethods());
}
