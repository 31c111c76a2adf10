import Router from '@koa/router';
import mount from 'koa-mount';
import type Koa from 'koa';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { escapeHtml } from '../../http/html.ts';
import { page, pageThemeOf, type PageTheme } from './pages.ts';
import { memoryProviderStore } from './provider-store.ts';

export type BuiltinProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Base URL the server uses to reach the provider itself (token, userinfo, JWKS). */
  internalIssuer: string;
  /** Ends the provider's own session of this browser (its session cookie), so no later sign-in skips the form. */
  endSession: (ctx: Koa.Context) => Promise<void>;
};

type Person = { email: string; firstName: string; lastName: string };

/** The provider's own session: a sign-in finished within it needs no second form. */
const PROVIDER_SESSION_SECONDS = 600;

const LoginForm = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Valid email is required'), v.maxLength(254)),
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100)),
});

async function readForm(ctx: Koa.Context): Promise<Record<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) return {};
  let text = '';
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 10_000) ctx.throw(413);
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function signInForm(uid: string, values: Partial<Person>, theme: PageTheme, error?: string): string {
  const field = (name: keyof Person, label: string, type: string, autocomplete: string) =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(values[name] ?? '')}">`;
  return page(
    'Sign in',
    `<h1>Sign in to Oeuvre</h1><p>Enter your email and name to continue.</p>` +
      (error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '') +
      `<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" novalidate>` +
      field('email', 'Email', 'email', 'email') +
      field('firstName', 'First name', 'text', 'given-name') +
      field('lastName', 'Last name', 'text', 'family-name') +
      `<button type="submit">Sign in</button></form>` +
      `<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/abort"><button class="secondary" type="submit">Cancel</button></form>`,
    theme,
  );
}

/**
 * The built-in OpenID Connect provider for the embedded default: a real OIDC issuer at /oidc whose
 * sign-in page asks for email and name. The app signs in through it with grant exactly as with an external one.
 */
export async function mountBuiltinProvider(
  app: Koa,
  options: { publicUrl: string; internalUrl: string; keys: string[]; proxy: boolean },
): Promise<BuiltinProvider> {
  const issuer = `${options.publicUrl}/oidc`;
  const clientId = 'oeuvre-web';
  const clientSecret = randomBytes(32).toString('base64url');
  // Who signed in, by email, for the claims of their tokens; forgotten once their provider session has expired.
  const people = new Map<string, { person: Person; at: number }>();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    use: 'sig',
    alg: 'RS256',
    kid: randomBytes(8).toString('hex'),
  };

  const configuration: Configuration = {
    adapter: memoryProviderStore(),
    ttl: {
      Interaction: 600,
      Session: PROVIDER_SESSION_SECONDS,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.publicUrl}/connect/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: {
      keys: options.keys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const person = people.get(id)?.person;
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: person.email,
          // Whoever runs the built-in sign-in vouches for it (it is for the embedded default and trusted setups).
          email_verified: true,
          given_name: person.firstName,
          family_name: person.lastName,
          name: `${person.firstName} ${person.lastName}`,
        }),
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      // First-party client: consent is implied, so no consent screen is shown.
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, _out, error) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in could not continue</h1><p>${escapeHtml(String((error as Error).message ?? 'Please try again.'))}</p><a class="button" href="/">Back to Oeuvre</a>`,
        pageThemeOf(ctx),
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = options.proxy;

  const router = new Router({ prefix: '/oidc/interaction' });
  router.get('/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.uid !== ctx.params.uid) ctx.throw(400);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = signInForm(details.uid, {}, pageThemeOf(ctx));
  });
  router.post('/:uid/login', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const form = await readForm(ctx);
    const parsed = v.safeParse(LoginForm, form);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = signInForm(details.uid, form, pageThemeOf(ctx), parsed.issues[0].message);
      return;
    }
    const accountId = parsed.output.email;
    const now = Date.now();
    for (const [id, entry] of people) if (now - entry.at > PROVIDER_SESSION_SECONDS * 1000) people.delete(id);
    people.set(accountId, { person: parsed.output, at: now });
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });
  router.post('/:uid/abort', async (ctx) => {
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'Sign-in was cancelled' },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });
  app.use(router.routes());
  app.use(mount('/oidc', provider as unknown as Koa));

  const endSession = async (ctx: Koa.Context) => {
    const id = ctx.cookies.get(provider.cookieName('session'), { signed: true });
    const session = id ? await provider.Session.find(id) : undefined;
    if (session) await session.destroy();
    for (const name of [provider.cookieName('session'), `${provider.cookieName('session')}.legacy`]) {
      if (ctx.cookies.get(name))
        ctx.cookies.set(name, null, { signed: true, httpOnly: true, sameSite: 'lax', path: '/' });
    }
  };

  return { issuer, clientId, clientSecret, internalIssuer: `${options.internalUrl}/oidc`, endSession };
}
