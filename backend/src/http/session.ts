/** The cookie that carries the session id of a signed-in browser. */
export const SESSION_COOKIE = 'oeuvre.sid';

/**
 * The session cookie's attributes: signed, out of scripts' reach, sent on top-level navigations from other sites (a
 * sign-in's return) but not on their requests, and only over HTTPS when the server is served so.
 */
export const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, signed: true, secure, sameSite: 'lax', path: '/' }) as const;

/**
 * The signed-in user as the HTTP layer sees it: what access checks and policies read. The users feature widens
 * this interface to its entity (user.entity.ts), so handlers receive the full user without http/ importing it.
 */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
  isFrozen: boolean;
}
