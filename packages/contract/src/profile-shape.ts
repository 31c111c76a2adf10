// A profile's two shapes, flat (as the server keeps it and the app reads it) and nested (`{ profile, ...lists }`, as the
// API answers): no schema here, so a public page that reads an answer loads no valibot (schemas/artist-views.ts and
// schemas/public-artist.ts check them).
import type { ArtistProfile, MyProfileResponse } from './schemas/artist-views.ts';
import type { PublicArtist, PublicArtistResponse } from './schemas/public-artist.ts';

/** The flat draft of an answer of GET /api/my-profile. */
export function fromMyProfileResponse(response: MyProfileResponse): ArtistProfile {
  return flattenProfile(response);
}

/** `{ profile: <the keys>, ...the rest }` of a flat record. */
export function nestProfile<T extends object, K extends keyof T>(
  flat: T,
  keys: readonly K[],
): { profile: Pick<T, K> } & Omit<T, K> {
  const profile = {} as Pick<T, K>;
  const rest = { ...flat } as T;
  for (const key of keys) {
    profile[key] = flat[key];
    delete rest[key];
  }
  return { profile, ...(rest as Omit<T, K>) };
}

/** The flat record of `{ profile, ...lists }`. */
export function flattenProfile<R extends { profile: object }>(nested: R): R['profile'] & Omit<R, 'profile'> {
  const { profile, ...rest } = nested;
  return { ...profile, ...rest };
}

/** A published version from the answer of GET /api/artists/:slug. */
export function fromPublicArtistResponse(response: PublicArtistResponse): PublicArtist {
  return flattenProfile(response);
}
