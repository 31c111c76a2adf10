import type { Connection as ConnectionView, ConnectionArtist, ConnectionStatus } from '@oeuvre/contract';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import type { Connection } from './connection.entity.ts';

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** An artist as a connection shows them: the approved (published) copy, the draft only while none exists. */
export function presentConnectionArtist(profile: ArtistProfile): ConnectionArtist {
  const shown = profile.published;
  if (!shown) {
    return {
      id: profile.id,
      slug: profile.slug,
      profileImageUrl: profile.profileImageUrl ?? null,
      fullName: profile.fullName,
      city: profile.city,
      country: profile.country,
    };
  }
  const image = shown.profileImageUrl;
  return {
    id: profile.id,
    slug: text(shown.slug, profile.slug),
    profileImageUrl: typeof image === 'string' && image !== '' ? image : null,
    fullName: text(shown.fullName, profile.fullName),
    city: text(shown.city, profile.city),
    country: text(shown.country, profile.country),
  };
}

/** An artist's columns as a column-only read gives them (`supportersOf`). */
export interface ArtistColumns {
  id: number;
  slug: string;
  /** The published version's directory card (null while unpublished). */
  card: unknown;
  full_name: string;
  city: string;
  country: string;
  profile_image_url: string | null;
}

/**
 * An artist as a connection shows them, from the profile's columns: the published card's name, place and picture
 * (as `presentConnectionArtist` reads them from the published version), the draft's while none exists.
 */
export function presentArtistColumns(columns: ArtistColumns): ConnectionArtist {
  const raw = typeof columns.card === 'string' ? (JSON.parse(columns.card) as unknown) : columns.card;
  const card = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  if (!card) {
    return {
      id: Number(columns.id),
      slug: columns.slug,
      profileImageUrl: columns.profile_image_url ?? null,
      fullName: columns.full_name,
      city: columns.city,
      country: columns.country,
    };
  }
  const image = card.profileImageUrl;
  return {
    id: Number(columns.id),
    slug: columns.slug,
    profileImageUrl: typeof image === 'string' && image !== '' ? image : null,
    fullName: text(card.fullName, columns.full_name),
    city: text(card.city, columns.city),
    country: text(card.country, columns.country),
  };
}

/** A support from sender to receiver; isMutual true is what the product calls a Connection. */
export function presentConnection(connection: Connection): ConnectionView {
  return {
    id: connection.id,
    sender: presentConnectionArtist(connection.sender as ArtistProfile),
    receiver: presentConnectionArtist(connection.receiver as ArtistProfile),
    isMutual: connection.isMutual,
    status: connection.status,
  };
}

export function presentConnectionStatus(outgoing: Connection | null): ConnectionStatus {
  return {
    isSupporting: outgoing !== null,
    isMutualConnection: outgoing?.isMutual ?? false,
    connectionId: outgoing?.id ?? null,
  };
}
