import Router from '@koa/router';
import type Koa from 'koa';
import session from 'koa-session';
import grant from 'grant';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app.ts';
import { mountBuiltinProvider } from './builtin-provider.ts';
import { discover, idTokenVerifier, type IdTokenVerifier, type OidcEndpoints } from './id-token.ts';
import { messagePage } from './pages.ts';
import { databaseSessionStore, IDLE_SESSION_MS } from './session-store.ts';
import { authenticate } from './authenticate.ts';
import { signInUser, type SignInClaims } from '../users/user.service.ts';

export const SESSION_COOKIE = 'oeuvre.sid';

/** Only same-site paths are honoured as a place to land after sign-in (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // The desktop app's authorize page is the one API path a person returns to after signing in.
  if (value.startsWith('/api/desktop/authorize?') && !/[\u0000-\u001f\\]/.test(value)) return value.slice(0, 2000);
  if (/[\u0000-\u001f\\]/.test(value) || value.startsWith('/api/') || value.startsWith('/connect/') || value.startsWith('/oidc/')) {
    return '/';
  }
  return value.slice(0, 2000);
}

type Provider = { endpoints: OidcEndpoints; verify: IdTokenVerifier; clientId: string; clientSecret: string };

/**
 * Sign-in: `/api/login` -> grant (state, nonce, PKCE) -> OpenID Connect provider -> `/connect/oidc/callback`
 * -> `/api/auth/callback` (id_token verified, user created or updated, session rotated) -> returnTo.
 */
export async function mountSignIn(app: Koa, deps: AppDeps) {
  const { config, orm } = deps;
  const https = config.publicUrl.startsWith('https://');
  const internalUrl = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;

  if (config.builtinSignInWarning) deps.logger.warn({ publicUrl: config.publicUrl }, config.builtinSignInWarning);
  const builtin = config.builtinSignIn
    ? await mountBuiltinProvider(app, { publicUrl: config.publicUrl, internalUrl, keys: app.keys as string[], proxy: config.trustProxy })
    : undefined;

  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: IDLE_SESSION_MS,
        rolling: false,
        renew: true,
        httpOnly: true,
        signed: true,
        secure: https,
        sameSite: 'lax',
        store: databaseSessionStore(orm),
        genid: () => randomBytes(32).toString('base64url'),
      },
      app,
    ),
  );

  // Discovery waits for the first sign-in: the built-in provider only answers once the server listens.
  let providerPromise: Promise<Provider> | undefined;
  const provider = (): Promise<Provider> => {
    providerPromise ??= (async () => {
      if (builtin) {
        const endpoints = await discover(builtin.issuer, builtin.internalIssuer);
        // The server reaches its own provider at the address it listens on; the browser only ever at PUBLIC_URL.
        const at = (base: string) => (url: string) => base + new URL(url).pathname.replace(/^\/oidc(?=\/|$)/, '');
        const internal = at(builtin.internalIssuer);
        const external = at(builtin.issuer);
        const resolved = {
          ...endpoints,
          authorizationEndpoint: external(endpoints.authorizationEndpoint),
          tokenEndpoint: internal(endpoints.tokenEndpoint),
          userinfoEndpoint: endpoints.userinfoEndpoint && internal(endpoints.userinfoEndpoint),
          jwksUri: internal(endpoints.jwksUri),
        };
        const verify = idTokenVerifier({ issuer: builtin.issuer, audience: builtin.clientId, jwksUri: resolved.jwksUri });
        return { endpoints: resolved, verify, clientId: builtin.clientId, clientSecret: builtin.clientSecret };
      }
      const oidc = config.oidc!;
      const endpoints = await discover(oidc.issuer);
      const verify = idTokenVerifier({ issuer: endpoints.issuer, audience: oidc.clientId, jwksUri: endpoints.jwksUri });
      return { endpoints, verify, clientId: oidc.clientId, clientSecret: oidc.clientSecret };
    })().catch((err) => {
      providerPromise = undefined;
      throw err;
    });
    return providerPromise;
  };

  // grant is configured per request from the discovered endpoints (they are only known lazily).
  let grantMiddleware: Koa.Middleware | undefined;
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/connect/')) return next();
    if (!grantMiddleware) {
      let p: Provider;
      try {
        p = await provider();
      } catch (err) {
        ctx.state.log?.error({ message: (err as Error).message }, 'identity provider unavailable');
        ctx.status = 503;
        ctx.type = 'html';
        ctx.body = messagePage('Sign-in unavailable', 'The sign-in service is not answering. Please try again in a moment.');
        return;
      }
      grantMiddleware = grant.koa()({
        defaults: { origin: config.publicUrl, prefix: '/connect', transport: 'session', state: true, nonce: true, pkce: true },
        oidc: {
          authorize_url: p.endpoints.authorizationEndpoint,
          access_url: p.endpoints.tokenEndpoint,
          profile_url: p.endpoints.userinfoEndpoint,
          oauth: 2,
          key: p.clientId,
          secret: p.clientSecret,
          scope: ['openid', 'email', 'profile'],
          scope_delimiter: ' ',
          token_endpoint_auth_method: 'client_secret_post',
          callback: '/api/auth/callback',
          response: ['tokens', 'jwt', 'profile'],
        },
      } as never) as Koa.Middleware;
    }
    return grantMiddleware(ctx, next);
  });

  app.use(authenticate(deps));

  const router = new Router();
  router.get('/api/login', async (ctx) => {
    ctx.session!.returnTo = safeReturnTo(ctx.query.returnTo);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/connect/oidc');
  });

  router.get('/api/auth/callback', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const grantSession = ctx.session?.grant as
      | { nonce?: string; response?: { error?: unknown; id_token?: string; profile?: Record<string, unknown> } }
      | undefined;
    const response = grantSession?.response;
    const returnTo = safeReturnTo(ctx.session?.returnTo);
    const refuse = (status: number, title: string, message: string) => {
      ctx.status = status;
      ctx.type = 'html';
      ctx.body = messagePage(title, message, { href: '/', label: 'Back to Oeuvre' });
    };
    if (!response || response.error || !response.id_token) {
      ctx.state.log?.warn({ reason: response?.error ? 'provider error' : 'no response' }, 'sign-in failed');
      if (ctx.session) ctx.session.grant = undefined;
      return refuse(400, 'Sign-in failed', 'We could not complete your sign-in. Please try again.');
    }
    let claims: SignInClaims;
    try {
      const p = await provider();
      const payload = await p.verify(response.id_token, { nonce: grantSession?.nonce });
      const profile = response.profile ?? {};
      const pick = (key: string) => (typeof payload[key] === 'string' ? payload[key] : typeof profile[key] === 'string' ? profile[key] : undefined) as string | undefined;
      const email = pick('email');
      if (!email) {
        ctx.session!.grant = undefined;
        return refuse(400, 'Email required', 'Your sign-in provider did not share an email address, which Oeuvre needs to create your account.');
      }
      claims = {
        issuer: String(payload.iss),
        subject: String(payload.sub),
        email,
        emailVerified: payload.email_verified === true || profile.email_verified === true,
        firstName: pick('given_name') ?? pick('name')?.split(' ')[0] ?? '',
        lastName: pick('family_name') ?? pick('name')?.split(' ').slice(1).join(' ') ?? '',
      };
    } catch (err) {
      ctx.state.log?.warn({ message: (err as Error).message }, 'sign-in refused: id_token did not verify');
      ctx.session!.grant = undefined;
      return refuse(400, 'Sign-in failed', 'We could not verify your sign-in. Please try again.');
    }

    const result = await signInUser(orm.em, claims, { adminEmails: config.adminEmails });
    if (result.refused) {
      ctx.session = null;
      return result.refused === 'frozen'
        ? refuse(403, 'Account frozen', 'Your account has been frozen by an administrator. Contact us if you think this is a mistake.')
        : refuse(403, 'Registration closed', 'Oeuvre is not accepting new accounts at the moment. Please check back later.');
    }
    // A new session id at sign-in, so a planted cookie is never adopted (session fixation).
    await ctx.session!.regenerate();
    ctx.session!.userId = result.user.id;
    ctx.session!.createdAt = Date.now();
    ctx.state.log?.info({ userId: result.user.id }, 'signed in');
    ctx.redirect(returnTo);
  });

  router.get('/api/logout', async (ctx) => {
    ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/');
  });

  app.use(router.routes());
  app.use(router.allowedMethods());

  return { close: async () => undefined };
}
