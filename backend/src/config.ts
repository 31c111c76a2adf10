import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The project root: `DATA_DIR` and the built web app are found relative to it by default. */
/**
 * The web package's server renderer (its `./server-render` export, `vite build --ssr`'s output), found by package
 * like any dependency; a web build given elsewhere (`WEB_DIST`) brings its own beside it.
 */
const WEB_SERVER_RENDERER = fileURLToPath(import.meta.resolve('@oeuvre/web/server-render'));

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const booleanString = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
);
// `address` or `Name <address>`, on one line (the name becomes an RFC 2047 encoded word when it needs one).
const EMAIL_FROM_PATTERN = /^(?:([^<>\r\n\u2028\u2029"]*?) *<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+))$/;
// s3://bucket or s3://bucket/some/prefix (no empty segment, no trailing slash needed).
const UPLOADS_STORAGE_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/((?:[^/\s]+\/?)*))?$/;
const optionalNonEmpty = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.minValue(0, 'must be a port number'), v.maxValue(65535, 'must be a port number')),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL such as https://oeuvre.example'), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL'))),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ADMIN_EMAILS: v.optional(v.string(), ''),
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('must be the issuer URL'))),
  OIDC_CLIENT_ID: optionalNonEmpty,
  OIDC_CLIENT_SECRET: optionalNonEmpty,
  ALLOW_BUILTIN_SIGNIN: v.optional(booleanString, 'false'),
  TRUST_PROXY: v.optional(booleanString, 'false'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  WEB_DIST: v.optional(v.string()),
  FIRST_VIEW_MODULE: v.optional(v.string()),
  UPLOAD_QUOTA_MB: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of megabytes'), v.transform(Number)), '1024'),
  SIGNIN_ATTEMPTS_PER_SECOND: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '2'),
  UPLOADS_PER_HOUR: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '120'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587'))),
  SMTP_ALLOW_PLAINTEXT_AUTH: v.optional(booleanString, 'false'),
  UPLOADS_STORAGE: v.optional(v.pipe(v.string(), v.trim(), v.regex(UPLOADS_STORAGE_PATTERN, 'must be s3://<bucket> or s3://<bucket>/<prefix> (a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens)'))),
  AWS_REGION: optionalNonEmpty,
  AWS_ENDPOINT_URL_S3: v.optional(v.pipe(v.string(), v.url('must be a URL such as https://s3.example.org'), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  AWS_ACCESS_KEY_ID: optionalNonEmpty,
  AWS_SECRET_ACCESS_KEY: optionalNonEmpty,
  AWS_SESSION_TOKEN: optionalNonEmpty,
  S3_FORCE_PATH_STYLE: v.optional(booleanString, 'false'),
  EMAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.regex(EMAIL_FROM_PATTERN, 'must be an address such as no-reply@oeuvre.example or Oeuvre <no-reply@oeuvre.example>'))),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  adminEmails: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /** The web build's first-view renderer (`vite build --ssr`); pages are served without a first view when it is missing. */
  firstViewModule: string;
  /** True when the built-in identity provider serves sign-in (no external issuer configured). */
  builtinSignIn: boolean;
  /** Bytes of images one person may store (0: no quota; admins have none). */
  uploadQuotaBytes: number;
  /** Images one person may upload an hour, 30 of them at once (0: no limit; admins have none). */
  uploadsPerHour: number;
  /** Sign-in steps one client address may take a second, 120 of them at once (0: no limit). */
  signInAttemptsPerSecond: number;
  /** Set when the built-in sign-in serves a non-loopback address (ALLOW_BUILTIN_SIGNIN=true): logged as a warning at start. */
  builtinSignInWarning: string | undefined;
  /** Outgoing email: without an SMTP server every message waits in the outbox. */
  email: EmailConfig;
  /** Where stored images live: `DATA_DIR/uploads`, or an S3-compatible bucket (UPLOADS_STORAGE). */
  uploadsStorage: UploadsStorageConfig;
};

export type EmailConfig = {
  /** `smtp://` or `smtps://` with any credentials; never logged or sent anywhere. */
  smtpUrl: string | undefined;
  from: { name: string; address: string };
  /**
   * SMTP_ALLOW_PLAINTEXT_AUTH: credentials may go to an SMTP server without TLS (a relay on this machine or a
   * private network). Otherwise they go only over TLS whose certificate is valid for the host.
   */
  allowPlaintextAuth: boolean;
};

/** UPLOADS_STORAGE and the standard AWS_ variables, as config.ts validated them. */
export type S3Settings = {
  bucket: string;
  /** Without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};

export type UploadsStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** A configuration problem: the message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEmails(list: string): string[] {
  return list
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/** True for an address only this machine can reach: `localhost`, `127.0.0.0/8`, `[::1]`. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** True for a host name or listen address only this machine can reach (`0.0.0.0` and `::` are every interface). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(?:::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/** Reads the environment once at start; any problem stops the server with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { persistSecret?: boolean } = {}): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([k, val]) => k in EnvSchema.entries && val !== ''));
  const result = v.safeParse(EnvSchema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.[0]?.key ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${String(key)} ${issue.message}`);
  }
  const e = result.output;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(baseDir, e.DATA_DIR) : path.join(projectRoot, 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  // The server speaks plain HTTP: an https address means a TLS proxy in front, whose X-Forwarded-Proto must be
  // trusted, or the Secure session cookie could never be set (sign-in would fail on every request).
  if (publicUrl.startsWith('https://') && !e.TRUST_PROXY) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY must be true when PUBLIC_URL is https (the server runs behind a TLS proxy)',
    );
  }

  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const oidcCount = oidcParts.filter(Boolean).length;
  if (oidcCount > 0 && oidcCount < 3) {
    const missing = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].filter((_, i) => !oidcParts[i]);
    throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set together with the other OIDC_ variables`);
  }
  const oidc = oidcCount === 3 ? { issuer: e.OIDC_ISSUER!, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! } : undefined;
  // The built-in sign-in vouches for any email typed into its form (admins included), so it is on without asking
  // only where nobody else can reach it.
  const loopback = isLoopbackUrl(publicUrl);
  if (!oidc && !loopback && !e.ALLOW_BUILTIN_SIGNIN) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER is required when PUBLIC_URL is not a loopback address (or set ALLOW_BUILTIN_SIGNIN=true to use the built-in sign-in, where anyone can sign in as any email)',
    );
  }
  // A loopback PUBLIC_URL says nothing about who can connect: HOST=0.0.0.0 opens the same sign-in to the network.
  const loopbackListen = isLoopbackHost(e.HOST);
  if (!oidc && !loopbackListen && !e.ALLOW_BUILTIN_SIGNIN) {
    throw new ConfigError(
      'Invalid configuration: HOST must be a loopback address while the built-in sign-in is on (anyone who reaches it can sign in as any email): set OIDC_ISSUER, or ALLOW_BUILTIN_SIGNIN=true to accept that',
    );
  }
  if (!oidc && e.NODE_ENV === 'production' && !e.ALLOW_BUILTIN_SIGNIN) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER is required in production (or set ALLOW_BUILTIN_SIGNIN=true to use the built-in sign-in)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production');
  }

  const webDist = e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.join(projectRoot, 'web', 'dist');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? (options.persistSecret === false ? randomBytes(32).toString('hex') : generatedSecret(dataDir)),
    adminEmails: parseEmails(e.ADMIN_EMAILS),
    oidc,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist,
    firstViewModule: e.FIRST_VIEW_MODULE
      ? path.resolve(baseDir, e.FIRST_VIEW_MODULE)
      : e.WEB_DIST
        ? path.join(path.dirname(webDist), 'dist-server', 'render.js')
        : WEB_SERVER_RENDERER,
    builtinSignIn: !oidc,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    signInAttemptsPerSecond: e.SIGNIN_ATTEMPTS_PER_SECOND,
    builtinSignInWarning:
      !oidc && (!loopback || !loopbackListen)
        ? `The built-in sign-in is on at ${publicUrl}, listening on ${e.HOST} (ALLOW_BUILTIN_SIGNIN=true): anyone who can reach it can sign in as any email, admins included. Set OIDC_ISSUER for real accounts.`
        : undefined,
    email: { smtpUrl: e.SMTP_URL, from: emailFrom(e.EMAIL_FROM, publicUrl), allowPlaintextAuth: e.SMTP_ALLOW_PLAINTEXT_AUTH },
    uploadsStorage: uploadsStorage(e),
  };
}

/** UPLOADS_STORAGE with the standard AWS_ variables; without it, the uploads folder under DATA_DIR. */
function uploadsStorage(e: v.InferOutput<typeof EnvSchema>): UploadsStorageConfig {
  if (!e.UPLOADS_STORAGE) return { kind: 'local' };
  const [, bucket, prefix] = UPLOADS_STORAGE_PATTERN.exec(e.UPLOADS_STORAGE)!;
  if (!e.AWS_REGION && !e.AWS_ENDPOINT_URL_S3) {
    throw new ConfigError('Invalid configuration: AWS_REGION is required with UPLOADS_STORAGE (or AWS_ENDPOINT_URL_S3 for a server outside AWS)');
  }
  if (!!e.AWS_ACCESS_KEY_ID !== !!e.AWS_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: bucket!,
    prefix: (prefix ?? '').replace(/\/+$/, ''),
    // Servers outside AWS mostly ignore the region, but the request signature names one.
    region: e.AWS_REGION ?? 'us-east-1',
    endpoint: e.AWS_ENDPOINT_URL_S3,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    // Without keys, the SDK's own chain answers (an instance role, a shared profile).
    credentials: e.AWS_ACCESS_KEY_ID
      ? {
          accessKeyId: e.AWS_ACCESS_KEY_ID,
          secretAccessKey: e.AWS_SECRET_ACCESS_KEY!,
          ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
        }
      : undefined,
  };
}

/** EMAIL_FROM, or `Oeuvre <no-reply@<PUBLIC_URL's host>>`. */
function emailFrom(value: string | undefined, publicUrl: string): { name: string; address: string } {
  if (!value) return { name: 'Oeuvre', address: `no-reply@${new URL(publicUrl).hostname}` };
  const match = EMAIL_FROM_PATTERN.exec(value)!;
  return match[3] ? { name: '', address: match[3] } : { name: (match[1] ?? '').trim(), address: match[2] ?? '' };
}

/** Without SESSION_SECRET a key is generated once into DATA_DIR, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
