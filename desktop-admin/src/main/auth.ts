/*
 * Signed in or not: the browser sign-in, the stored token, its check with the server, and sign-out.
 * Pure Node (no electron import): the app injects the browser, the token store and Chromium's fetch.
 */
import type { AuthState, SignInResult, SignOutResult } from '../shared/bridge.ts';
import { SignInError, signInWithBrowser } from './loopback-sign-in.ts';
import { SecureStorageUnavailableError, type StoredToken, type TokenStore } from './stored-token.ts';

const SERVER_CALL_TIMEOUT_MS = 5000;
export const NOT_AN_ADMIN = 'This account cannot use Oeuvre Admin: it must be an active administrator.';
export const SIGNED_OUT_BY_SERVER = 'Your desktop sign-in has expired or was revoked. Please sign in again.';

export interface DesktopAuthOptions {
  tokenStore: TokenStore;
  getServerUrl: () => string | null;
  openBrowser: (url: string) => Promise<void>;
  deviceName: string;
  onChange: (state: AuthState) => void;
  fetch?: typeof fetch;
  signInTimeoutMs?: number;
}

export interface DesktopAuth {
  getState(): Promise<AuthState>;
  getToken(): Promise<string | null>;
  signIn(): Promise<SignInResult>;
  cancelSignIn(): void;
  signOut(): Promise<SignOutResult>;
  /** Asks the server whether the token still works (after a 401, or at start); signs out if not. */
  confirmSignedIn(): Promise<void>;
  /** Drops the token without telling the server (the server address changed). */
  forget(): Promise<void>;
}

type AccountCheck = { kind: 'admin'; email: string | null } | { kind: 'refused' } | { kind: 'unknown' };

export function createDesktopAuth(options: DesktopAuthOptions): DesktopAuth {
  const doFetch = options.fetch ?? fetch;
  let session: StoredToken | null = null;
  let loaded = false;
  let remembered = true;
  let account: string | null = null;
  let notice: string | null = null;
  let pending: AbortController | null = null;
  let confirming: Promise<void> | null = null;

  const forget = async () => {
    session = null;
    account = null;
    await options.tokenStore.clear();
  };

  /** The token if it belongs to the configured server; a token is never sent anywhere else. */
  const current = async (): Promise<StoredToken | null> => {
    if (!loaded) {
      session = await options.tokenStore.load();
      loaded = true;
    }
    if (session && session.serverUrl !== options.getServerUrl()) await forget();
    return session;
  };

  const getState = async (): Promise<AuthState> => ({
    signedIn: (await current()) !== null,
    deviceName: options.deviceName,
    serverUrl: options.getServerUrl(),
    account,
    remembered,
    notice,
  });

  const notify = async () => options.onChange(await getState());

  const confirmSignedIn = async () => {
    const token = await current();
    if (!token) return;
    const check = await checkAccount(doFetch, token);
    if (check.kind === 'refused') {
      await forget();
      notice = SIGNED_OUT_BY_SERVER;
    } else if (check.kind === 'admin') {
      account = check.email;
    }
    await notify();
  };

  return {
    getState,
    forget,
    async getToken() {
      return (await current())?.token ?? null;
    },

    async signIn() {
      const serverUrl = options.getServerUrl();
      if (!serverUrl) return { ok: false, message: 'Connect to a server first.' };
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      try {
        const token = await signInWithBrowser({
          serverUrl,
          deviceName: options.deviceName,
          openBrowser: options.openBrowser,
          signal: controller.signal,
          fetch: options.fetch,
          timeoutMs: options.signInTimeoutMs,
        });
        const signedIn = { ...token, serverUrl };
        const check = await checkAccount(doFetch, signedIn);
        if (check.kind === 'refused') {
          await revoke(doFetch, signedIn);
          return { ok: false, message: NOT_AN_ADMIN };
        }
        session = signedIn;
        loaded = true;
        account = check.kind === 'admin' ? check.email : null;
        notice = null;
        remembered = await keep(options.tokenStore, signedIn);
        await notify();
        return { ok: true };
      } catch (error) {
        if (error instanceof SignInError)
          return { ok: false, message: error.message, cancelled: error.reason === 'cancelled' };
        return { ok: false, message: 'Sign-in failed. Please try again.' };
      } finally {
        if (pending === controller) pending = null;
      }
    },

    cancelSignIn() {
      pending?.abort();
    },

    async signOut() {
      const signedIn = await current();
      const revokedOnServer = signedIn ? await revoke(doFetch, signedIn) : true;
      await forget();
      notice = null;
      await notify();
      return { revokedOnServer };
    },

    confirmSignedIn() {
      // Many requests can fail at once; one check answers them all.
      confirming ??= confirmSignedIn().finally(() => {
        confirming = null;
      });
      return confirming;
    },
  };
}

/** Saves the token encrypted; without secure storage it lives in memory only, until the app quits. */
async function keep(store: TokenStore, token: StoredToken): Promise<boolean> {
  try {
    await store.save(token);
    return true;
  } catch (error) {
    if (error instanceof SecureStorageUnavailableError) return false;
    throw error;
  }
}

/** `GET /api/auth/user` with the token: an admin, refused (401/403 or not an admin), or no answer. */
async function checkAccount(doFetch: typeof fetch, session: StoredToken): Promise<AccountCheck> {
  try {
    const response = await doFetch(`${session.serverUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) return { kind: 'unknown' };
    const user = (await response.json()) as { email?: unknown; isAdmin?: unknown };
    if (user.isAdmin !== true) return { kind: 'refused' };
    return { kind: 'admin', email: typeof user.email === 'string' ? user.email : null };
  } catch {
    return { kind: 'unknown' };
  }
}

async function revoke(doFetch: typeof fetch, session: StoredToken): Promise<boolean> {
  try {
    const response = await doFetch(`${session.serverUrl}/api/desktop/token`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.token}` },
      signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
    });
    // 401: the token was already revoked (Settings > Security) or expired.
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}
