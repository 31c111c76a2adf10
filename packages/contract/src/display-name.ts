// An artist's name as pages show it (no schema needed, so the public pages' code reads it without the API's schemas).

/** The name to show: a blank display name means the full name is used. */
export function artistDisplayName(artist: { fullName: string; displayName?: string | null }): string {
  return artist.displayName?.trim() || artist.fullName;
}
