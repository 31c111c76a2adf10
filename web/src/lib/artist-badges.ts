import { NEW_ARTIST_DAYS } from '@oeuvre/ui/lib/ui-constants';

const DAY_MS = 86_400_000;

/** New while the profile is under seven days old. */
export function isNewArtist(createdAt: string, now: Date = new Date()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < NEW_ARTIST_DAYS * DAY_MS;
}
