/** The cookie that carries the session id of a signed-in browser. */
export const SESSION_COOKIE = 'oeuvre.sid';

/**
 * The signed-in user as the HTTP layer sees it: what access checks and policies read. The users feature widens
 * this interface to its entity (user.entity.ts), so handlers receive the full user without http/ importing it.
 */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
  isFrozen: boolean;
}
