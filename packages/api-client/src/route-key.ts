import type { RouteId } from '@oeuvre/contract';

/**
 * A key of the data the web app and the admin screens keep (SWR's): the route id of the call that reads it, alone or
 * followed by what the call is asked with (`['artists.get', slug]`). Keys are written `as const satisfies RouteKey`,
 * so a key that names no route fails the typecheck, and two screens reading the same call share its data.
 */
export type RouteKey = RouteId | readonly [RouteId, ...unknown[]];
