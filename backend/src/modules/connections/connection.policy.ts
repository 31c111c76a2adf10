import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import type { Connection } from './connection.entity.ts';

/** Either artist of a support may end it: the supporter withdraws, the supported artist removes a supporter. */
export function isPartyTo(profile: Pick<ArtistProfile, 'id'>, connection: Connection): boolean {
  return connection.sender.id === profile.id || connection.receiver.id === profile.id;
}

/** Only the artist a request was sent to answers it. */
export function canAnswerRequest(profile: Pick<ArtistProfile, 'id'>, connection: Connection): boolean {
  return connection.receiver.id === profile.id;
}

/** Nobody supports their own profile (the database refuses it too). */
export function canSupport(own: Pick<ArtistProfile, 'id'>, receiverId: number): boolean {
  return own.id !== receiverId;
}
