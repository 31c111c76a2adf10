import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('requires SESSION_SECRET in production with an external provider', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'oeuvre', OIDC_CLIENT_SECRET: 's3cret' };
    expect(() => load({ NODE_ENV: 'production', ...oidc })).toThrow('Invalid configuration: SESSION_SECRET is required in production');
    const config = load({ NODE_ENV: 'production', SESSION_SECRET: 'y'.repeat(40), ...oidc });
    expect(config.oidc).toEqual({ issuer: 'https://id.example.org', clientId: 'oeuvre', clientSecret: 's3cret' });
    expect(config.builtinSignIn).toBe(false);
  });
});
