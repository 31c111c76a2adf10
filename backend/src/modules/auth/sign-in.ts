import Router from '@koa/router';
import type Koa from 'koa';
import session from 'koa-session';
import grant from 'grant';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../types.ts';
import { mountBuiltinProvider } from './builtin-provider.ts';
import { discover, idTokenVerifier, type IdTokenVerifier, type OidcEndpoints } from './id-token.ts';
import { messagePage, page, pageThemeOf } from './pages.ts';
import { databaseSessionStore, IDLE_SESSION_MS, startSessionSweeper } from './session-store.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../http/session.ts';
import { authenticate, syncSignedInHint } from './authenticate.ts';
import { signInUser, type SignInClaims } from '../users/user.service.ts';

/** Set by an explicit sign-out: the next sign-in asks the provider for a fresh login (`prompt=login`). */
export const SIGNED_OUT_COOKIE = 'oeuvre.signedout';

/** Only same-site paths are honoured as a place to land after sign-in (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  // The desktop app's authorize page is the one API path a person returns to after signing in.
  if (value.startsWith('/api/desktop/authorize?') && !/[\u0000-\u001f\\]/.test(value))
    return value.slice(0, 2000);
  if (
    /[\u0000-\u001f\\]/.test(value) ||
    value.startsWith('/api/') ||
    value.startsWith('/connect/') ||
    value.startsWith('/oidc/')
  ) {
    return '/';
  }
  return value.slice(0, 2000);
}

type Provider = { endpoints: OidcEndpoints; verify: IdTokenVerifier; clientId: string; clientSecret: string };

/**
 * Sign-in attempts one client address may start: a burst, then two a second. A sign-in is four counted
 * requests (`/api/login`, `/connect/oidc`, the provider's `/oidc/auth` and its form), so the burst is 30 sign-ins.
 */
export const SignInRateLimit = { burst: 120, perSecond: 2 } as const;

/**
 * The requests of a sign-in that are counted against the client address's allowance. The path is compared without
 * case, as the routers match it ('/API/login' and '.../LOGIN' reach the same steps).
 */
function countedSignInStep(ctx: Koa.Context): boolean {
  const path = ctx.path.toLowerCase();
  if (ctx.method === 'GET') return path === '/api/login' || path === '/connect/oidc' || path === '/oidc/auth';
  return ctx.method === 'POST' && /^\/oidc\/interaction\/[^/]+\/login$/.test(path);
}

/**
 * Sign-in: `/api/login` -> grant (state, nonce, PKCE) -> OpenID Connect provider -> `/connect/oidc/callback`
 * (id_token verified, user created or updated, session rotated) -> returnTo. Until the last step nothing is
 * written to the database: the session's sign-in state is a short-lived signed cookie (see the session store).
 */
export async function mountSignIn(app: Koa, deps: AppDeps) {
  const { config, orm } = deps;
  const https = config.publicUrl.startsWith('https://');
  const internalUrl = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;

  if (config.builtinSignInWarning)
    deps.logger.warn({ publicUrl: config.publicUrl }, config.builtinSignInWarning);

  const perSecond = config.signInAttemptsPerSecond;
  const limiter = new RateLimiter({ ...SignInRateLimit, perSecond: perSecond || SignInRateLimit.perSecond });
  app.use(async (ctx, next) => {
    if (perSecond === 0 || !countedSignInStep(ctx)) return next();
    const wait = limiter.take(ctx.ip);
    if (wait === 0) return next();
    ctx.state.log?.warn({ path: ctx.path }, 'sign-in rate limit reached');
    ctx.status = 429;
    ctx.set('Retry-After', String(wait));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = messagePage(
      'Too many sign-in attempts',
      'Too many requests. Please try again later.',
      { href: '/', label: 'Back to Oeuvre' },
      pageThemeOf(ctx),
    );
  });

  const builtin = config.builtinSignIn
    ? await mountBuiltinProvider(app, {
        publicUrl: config.publicUrl,
        internalUrl,
        keys: app.keys as string[],
        proxy: config.trustProxy,
      })
    : undefined;

  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: IDLE_SESSION_MS,
        rolling: false,
        renew: true,
        ...sessionCookieOptions(https),
        store: databaseSessionStore(orm, Date.now, { secure: https }),
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
        const at = (base: string) => (url: string) =>
          base + new URL(url).pathname.replace(/^\/oidc(?=\/|$)/, '');
        const internal = at(builtin.internalIssuer);
        const external = at(builtin.issuer);
        const resolved = {
          ...endpoints,
          authorizationEndpoint: external(endpoints.authorizationEndpoint),
          tokenEndpoint: internal(endpoints.tokenEndpoint),
          userinfoEndpoint: endpoints.userinfoEndpoint && internal(endpoints.userinfoEndpoint),
          jwksUri: internal(endpoints.jwksUri),
        };
        const verify = idTokenVerifier({
          issuer: builtin.issuer,
          audience: builtin.clientId,
          jwksUri: resolved.jwksUri,
        });
        return {
          endpoints: resolved,
          verify,
          clientId: builtin.clientId,
          clientSecret: builtin.clientSecret,
        };
      }
      const oidc = config.oidc!;
      const endpoints = await discover(oidc.issuer);
      const verify = idTokenVerifier({
        issuer: endpoints.issuer,
        audience: oidc.clientId,
        jwksUri: endpoints.jwksUri,
      });
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
    // After an explicit sign-out, a provider session that is still alive must not sign anyone in silently.
    if (ctx.path === '/connect/oidc' && ctx.cookies.get(SIGNED_OUT_COOKIE)) {
      ctx.state.grant = { dynamic: { custom_params: { prompt: 'login' } } };
    }
    if (!grantMiddleware) {
      let p: Provider;
      try {
        p = await provider();
      } catch (err) {
        ctx.state.log?.error({ message: (err as Error).message }, 'identity provider unavailable');
        ctx.status = 503;
        ctx.type = 'html';
        ctx.body = messagePage(
          'Sign-in unavailable',
          'The sign-in service is not answering. Please try again in a moment.',
          undefined,
          pageThemeOf(ctx),
        );
        return;
      }
      grantMiddleware = grant.koa()({
        // transport 'state': the provider's answer (tokens) stays in this request, never in the session.
        defaults: {
          origin: config.publicUrl,
          prefix: '/connect',
          transport: 'state',
          state: true,
          nonce: true,
          pkce: true,
        },
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
          response: ['tokens', 'profile'],
        },
      }) as Koa.Middleware;
    }
    // A callback without a sign-in in progress (state expired, cookie lost or forged) is a failed sign-in.
    if (
      ctx.path.startsWith('/connect/oidc/callback') &&
      !(ctx.session?.grant as { provider?: string } | undefined)?.provider
    ) {
      return failSignIn(ctx);
    }
    return grantMiddleware(ctx, async () => {
      if (ctx.path === '/connect/oidc/callback') return completeSignIn(ctx);
      // grant passes on a start it could not make (no redirect): answer as a failed sign-in.
      return failSignIn(ctx);
    });
  });

  app.use(authenticate(deps));

  const router = new Router();
  router.get('/api/login', async (ctx) => {
    ctx.session!.returnTo = safeReturnTo(ctx.query.returnTo);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/connect/oidc');
  });

  // The provider's answer is handled where grant receives it (/connect/oidc/callback); this older address
  // carries no answer and is refused like any incomplete sign-in.
  router.get('/api/auth/callback', failSignIn);

  function refuse(ctx: Koa.Context, status: number, title: string, message: string) {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = messagePage(title, message, { href: '/', label: 'Back to Oeuvre' }, pageThemeOf(ctx));
  }

  function failSignIn(ctx: Koa.Context) {
    ctx.state.log?.warn({ reason: 'no response' }, 'sign-in failed');
    if (ctx.session) ctx.session.grant = undefined;
    refuse(ctx, 400, 'Sign-in failed', 'We could not complete your sign-in. Please try again.');
  }

  async function completeSignIn(ctx: Koa.Context) {
    const grantSession = ctx.session?.grant as { nonce?: string } | undefined;
    const response = (
      ctx.state.grant as
        { response?: { error?: unknown; id_token?: string; profile?: Record<string, unknown> } } | undefined
    )?.response;
    const returnTo = safeReturnTo(ctx.session?.returnTo);
    if (!response || response.error || !response.id_token) {
      ctx.state.log?.warn({ reason: response?.error ? 'provider error' : 'no response' }, 'sign-in failed');
      if (ctx.session) ctx.session.grant = undefined;
      return refuse(ctx, 400, 'Sign-in failed', 'We could not complete your sign-in. Please try again.');
    }
    let claims: SignInClaims;
    try {
      const p = await provider();
      const payload = await p.verify(response.id_token, { nonce: grantSession?.nonce });
      const profile = response.profile ?? {};
      const pick = (key: string) =>
        (typeof payload[key] === 'string'
          ? payload[key]
          : typeof profile[key] === 'string'
            ? profile[key]
            : undefined) as string | undefined;
      const email = pick('email');
      if (!email) {
        ctx.session!.grant = undefined;
        return refuse(
          ctx,
          400,
          'Email required',
          'Your sign-in provider did not share an email address, which Oeuvre needs to create your account.',
        );
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
      return refuse(ctx, 400, 'Sign-in failed', 'We could not verify your sign-in. Please try again.');
    }

    const result = await signInUser(orm.em, claims, { adminEmails: config.adminEmails });
    if (result.refused) {
      ctx.session = null;
      return result.refused === 'frozen'
        ? refuse(
            ctx,
            403,
            'Account frozen',
            'Your account has been frozen by an administrator. Contact us if you think this is a mistake.',
          )
        : refuse(
            ctx,
            403,
            'Registration closed',
            'Oeuvre is not accepting new accounts at the moment. Please check back later.',
          );
    }
    const session = ctx.session!;
    delete session.grant;
    delete session.returnTo;
    session.userId = result.user.id;
    session.createdAt = Date.now();
    // Kept for RP-initiated logout at an external issuer (id_token_hint).
    if (!builtin) session.idToken = response.id_token;
    // A new session id at sign-in, so a planted cookie is never adopted (session fixation).
    await session.regenerate();
    if (ctx.cookies.get(SIGNED_OUT_COOKIE))
      ctx.cookies.set(SIGNED_OUT_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure: https, path: '/' });
    syncSignedInHint(ctx, true, https);
    ctx.state.log?.info({ userId: result.user.id }, 'signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(returnTo);
  }

  // Signing out is a same-origin POST (sameOriginWrites refuses it from another site). The GET is the navigation
  // the product links to: it only answers a page whose button posts, so a cross-site link or image ends nothing.
  router.get('/api/logout', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = page(
      'Sign out',
      `<h1>Sign out of Oeuvre?</h1><p>You will need to sign in again to edit your profile.</p>` +
        `<form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>` +
        `<a class="button secondary" href="/">Cancel</a>`,
      pageThemeOf(ctx),
    );
  });

  router.post('/api/logout', async (ctx) => {
    const idToken = typeof ctx.session?.idToken === 'string' ? ctx.session.idToken : undefined;
    ctx.session = null;
    syncSignedInHint(ctx, false, https);
    ctx.cookies.set(SIGNED_OUT_COOKIE, '1', {
      httpOnly: true,
      sameSite: 'lax',
      secure: https,
      path: '/',
      maxAge: 365 * 24 * 60 * 60 * 1000,
    });
    let target = '/';
    if (builtin) {
      await builtin.endSession(ctx);
    } else {
      // RP-initiated logout: the external issuer ends its own session, then sends the browser back to PUBLIC_URL.
      const endpoint = await provider().then(
        (p) =>
          p.endpoints.endSessionEndpoint && { url: p.endpoints.endSessionEndpoint, clientId: p.clientId },
        () => undefined,
      );
      if (endpoint) {
        const url = new URL(endpoint.url);
        url.searchParams.set('client_id', endpoint.clientId);
        url.searchParams.set('post_logout_redirect_uri', `${config.publicUrl}/`);
        if (idToken) url.searchParams.set('id_token_hint', idToken);
        target = url.toString();
      }
    }
    ctx.state.log?.info('signed out');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(target);
    ctx.status = 303;
  });

  app.use(router.routes());
  app.use(router.allowedMethods());

  const sweeper = startSessionSweeper(orm, deps.logger);
  return {
    close: async () => {
      sweeper.stop();
    },
    /** The sign-in rate limiter (for tests). */
    limiter,
  };
}
