import { realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackUrl, loadConfig, projectRoot } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env, { persistSecret: false });

describe('configuration', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.builtinSignIn).toBe(true);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('finds the first-view renderer through the web package, unless a renderer or a web build is given', () => {
    const renderer = load({}).firstViewModule;
    // Through node_modules/@oeuvre/web before a web build, the real path once the file exists: the web package either way.
    expect(renderer.endsWith(path.join('web', 'dist-server', 'render.js'))).toBe(true);
    const webPackage = path.dirname(path.dirname(renderer));
    expect(realpathSync(webPackage)).toBe(realpathSync(path.join(projectRoot, 'web')));
    expect(load({ FIRST_VIEW_MODULE: '/srv/render.js' }).firstViewModule).toBe('/srv/render.js');
    expect(load({ WEB_DIST: '/srv/web/dist' }).firstViewModule).toBe('/srv/web/dist-server/render.js');
  });

  it('derives PUBLIC_URL from PORT and reads admin emails case-insensitively', () => {
    const config = load({ PORT: '4100', ADMIN_EMAILS: ' Ada@Example.org, bob@example.org ,' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.adminEmails).toEqual(['ada@example.org', 'bob@example.org']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ PUBLIC_URL: 'not a url' }, 'Invalid configuration: PUBLIC_URL must be a URL such as https://oeuvre.example'],
    [
      { PUBLIC_URL: 'https://oeuvre.example' },
      'Invalid configuration: TRUST_PROXY must be true when PUBLIC_URL is https (the server runs behind a TLS proxy)',
    ],
    [{ SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV must be development, production or test'],
    [{ ALLOW_BUILTIN_SIGNIN: 'maybe' }, 'Invalid configuration: ALLOW_BUILTIN_SIGNIN must be true or false'],
    [{ OIDC_ISSUER: 'https://id.example.org' }, 'Invalid configuration: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET must be set together with the other OIDC_ variables'],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => load(env)).toThrowError(new ConfigError(message));
  });

  it('refuses the built-in sign-in in production unless explicitly allowed', () => {
    expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/OIDC_ISSUER is required in production/);
    const allowed = load({ NODE_ENV: 'production', ALLOW_BUILTIN_SIGNIN: 'true', SESSION_SECRET: 'x'.repeat(40) });
    expect(allowed.builtinSignIn).toBe(true);
  });

  it.each([
    ['http://localhost:3000', true],
    ['http://LOCALHOST:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.20.30.40', true],
    ['http://[::1]:3000', true],
    ['http://0.0.0.0:3000', false],
    ['http://192.168.1.20:3000', false],
    ['http://localhost.evil.example', false],
    ['http://127.0.0.1.nip.io', false],
    ['https://oeuvre.example.org', false],
    ['http://[::ffff:7f00:1]', false],
  ])('takes %s as loopback: %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });

  it('turns the built-in sign-in on without asking only for a loopback PUBLIC_URL, in every NODE_ENV', () => {
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const config = load({ PUBLIC_URL });
      expect(config.builtinSignIn).toBe(true);
      expect(config.builtinSignInWarning).toBeUndefined();
    }
    const refusal = new ConfigError(
      'Invalid configuration: OIDC_ISSUER is required when PUBLIC_URL is not a loopback address (or set ALLOW_BUILTIN_SIGNIN=true to use the built-in sign-in, where anyone can sign in as any email)',
    );
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const env = { NODE_ENV, SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: 'true', DATABASE_URL: 'postgres://db/oeuvre' };
      for (const PUBLIC_URL of ['https://oeuvre.example.org', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000']) {
        expect(() => load({ ...env, PUBLIC_URL }), `${NODE_ENV} ${PUBLIC_URL}`).toThrowError(refusal);
        const allowed = load({ ...env, PUBLIC_URL, ALLOW_BUILTIN_SIGNIN: 'true' });
        expect(allowed.builtinSignIn).toBe(true);
        expect(allowed.builtinSignInWarning).toMatch(/anyone who can reach it can sign in as any email, admins included/);
      }
    }
    // NODE_ENV unset, a public address behind a proxy and PostgreSQL: the README's start command on a server.
    expect(() => load({ PUBLIC_URL: 'https://oeuvre.example.org', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://db/oeuvre' })).toThrowError(refusal);
  });

  it('refuses the built-in sign-in on a listen address other than loopback, even with a loopback PUBLIC_URL', () => {
    const refusal = new ConfigError(
      'Invalid configuration: HOST must be a loopback address while the built-in sign-in is on (anyone who reaches it can sign in as any email): set OIDC_ISSUER, or ALLOW_BUILTIN_SIGNIN=true to accept that',
    );
    for (const HOST of ['0.0.0.0', '::', '[::]', '192.168.1.20', 'oeuvre.example.org', '::ffff:0.0.0.0']) {
      expect(() => load({ HOST }), HOST).toThrowError(refusal);
      const allowed = load({ HOST, ALLOW_BUILTIN_SIGNIN: 'true' });
      expect(allowed.builtinSignIn).toBe(true);
      expect(allowed.builtinSignInWarning, HOST).toMatch(/anyone who can reach it can sign in as any email, admins included/);
      expect(allowed.builtinSignInWarning, HOST).toContain(HOST);
    }
    for (const HOST of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      const config = load({ HOST });
      expect(config.host).toBe(HOST);
      expect(config.builtinSignInWarning, HOST).toBeUndefined();
    }
    const oidc = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'oeuvre', OIDC_CLIENT_SECRET: 's3cret' };
    expect(load({ HOST: '0.0.0.0', ...oidc }).builtinSignIn).toBe(false);
  });

  it('never lets ALLOW_BUILTIN_SIGNIN waive SESSION_SECRET in production', () => {
    expect(() => load({ NODE_ENV: 'production', ALLOW_BUILTIN_SIGNIN: 'true' })).toThrow(
      'Invalid configuration: SESSION_SECRET is required in production',
    );
    expect(() =>
      load({ NODE_ENV: 'production', ALLOW_BUILTIN_SIGNIN: 'true', PUBLIC_URL: 'https://oeuvre.example.org', TRUST_PROXY: 'true' }),
    ).toThrow('Invalid configuration: SESSION_SECRET is required in production');
  });

  it('keeps an external provider free of the loopback rule', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'oeuvre', OIDC_CLIENT_SECRET: 's3cret' };
    const config = load({ ...oidc, PUBLIC_URL: 'https://oeuvre.example.org', TRUST_PROXY: 'true' });
    expect(config.builtinSignIn).toBe(false);
    expect(config.builtinSignInWarning).toBeUndefined();
  });

  it('requires SESSION_SECRET in production with an external provider', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'oeuvre', OIDC_CLIENT_SECRET: 's3cret' };
    expect(() => load({ NODE_ENV: 'production', ...oidc })).toThrow('Invalid configuration: SESSION_SECRET is required in production');
    const config = load({ NODE_ENV: 'production', SESSION_SECRET: 'y'.repeat(40), ...oidc });
    expect(config.oidc).toEqual({ issuer: 'https://id.example.org', clientId: 'oeuvre', clientSecret: 's3cret' });
    expect(config.builtinSignIn).toBe(false);
  });
});
