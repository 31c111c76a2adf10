/* The Oeuvre server this app talks to: how an address typed by a moderator is checked. Pure Node. */

export type ServerUrlCheck = { ok: true; serverUrl: string } | { ok: false; message: string };

const HEALTH_TIMEOUT_MS = 5000;
// Not [::1]: the window's Content-Security-Policy cannot name an IPv6 literal.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Turns what was typed into a base URL without a trailing slash. Plain http is accepted only for
 * this computer, because the bearer token must never cross a network in clear text.
 */
export function normalizeServerUrl(input: string): ServerUrlCheck {
  const typed = input.trim();
  if (!typed) return { ok: false, message: 'Enter the address of your Oeuvre server.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: 'That is not a valid web address.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The address must start with https://.' };
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return { ok: false, message: 'Use an https:// address. Plain http:// is accepted only for localhost.' };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'The address must not contain a user name or password.' };
  }
  if (url.search || url.hash) {
    return { ok: false, message: 'The address must not contain ? or #.' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, serverUrl: `${url.origin}${path}` };
}

/** Asks `{serverUrl}/api/health` whether an Oeuvre server answers there (`{"status":"ok"}`). */
export async function checkServerHealth(
  serverUrl: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<ServerUrlCheck> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${serverUrl}/api/health`, {
      headers: { accept: 'application/json' },
      // A redirect would silently move the token to another address: tell the moderator instead.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? HEALTH_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: `Could not reach ${serverUrl}. Check the address and your connection.` };
  }
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    const target = new URL(location, `${serverUrl}/api/health`).toString().replace(/\/api\/health\/?$/, '');
    return { ok: false, message: `The server moved to ${target}. Use that address instead.` };
  }
  if (!response.ok) {
    return {
      ok: false,
      message: `The server at ${serverUrl} answered ${response.status}: ${response.statusText || 'error'}.`,
    };
  }
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (body?.status !== 'ok') {
    return { ok: false, message: `${serverUrl} answered, but it does not look like an Oeuvre server.` };
  }
  return { ok: true, serverUrl };
}

/** Normalizes, then checks health: what the Connect screen runs. */
export async function validateServerUrl(
  input: string,
  options?: { fetch?: typeof fetch; timeoutMs?: number },
): Promise<ServerUrlCheck> {
  const normalized = normalizeServerUrl(input);
  if (!normalized.ok) return normalized;
  return checkServerHealth(normalized.serverUrl, options);
}
