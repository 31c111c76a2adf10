// Desktop admin sign-in (RFC 8252 loopback + PKCE) and its revocable tokens.
import * as v from 'valibot';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, nullableText, timestamp } from './fields.ts';

/** Only loopback http redirects are allowed for a native app. */
export function isLoopbackRedirect(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  } catch {
    return false;
  }
}

export const desktopTokenExchange = formObject({
  code: v.pipe(v.string(M.desktopCode), v.trim(), v.nonEmpty(M.desktopCode), v.maxLength(512, M.desktopCode)),
  code_verifier: v.pipe(
    v.string(M.desktopVerifier),
    v.regex(/^[A-Za-z0-9\-._~]{43,128}$/, M.desktopVerifier),
  ),
  redirect_uri: v.pipe(
    v.string(M.desktopRedirect),
    v.maxLength(2048, M.desktopRedirect),
    v.check(isLoopbackRedirect, M.desktopRedirect),
  ),
  device_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, M.tooLong(200)))),
});
export type DesktopTokenExchange = v.InferOutput<typeof desktopTokenExchange>;

/** The bearer token, shown once; `expiresAt` moves 90 days ahead each day it is used. */
export const desktopToken = v.object({
  token: v.string(),
  expiresAt: timestamp,
});
export type DesktopToken = v.InferOutput<typeof desktopToken>;

export const desktopTokenInfo = v.object({
  id: v.number(),
  deviceName: v.string(),
  createdAt: timestamp,
  lastUsedAt: nullableText,
  expiresAt: nullableText,
});
export type DesktopTokenInfo = v.InferOutput<typeof desktopTokenInfo>;
