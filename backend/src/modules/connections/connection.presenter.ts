import type { Connection as ConnectionView, ConnectionArtist, ConnectionStatus } from '@oeuvre/contract';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import type { Connection } from './connection.entity.ts';

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** What a connection shows of an artist, as the draft has it. */
type DraftShown = Omit<ConnectionArtist, 'id'>;

/**
 * An artist as a connection shows them: the approved (published) copy's values (its version, or the card it keeps),
 * the draft's only while none exists.
 */
function presentShown(id: number, draft: DraftShown, shown: Record<string, unknown> | null): ConnectionArtist {
  if (!shown) return { id, ...draft };
  const image = shown.profileImageUrl;
  return {
    id,
    slug: text(shown.slug, draft.slug),
    profileImageUrl: typeof image === 'string' && image !== '' ? image : null,
    fullName: text(shown.fullName, draft.fullName),
    city: text(shown.city, draft.city),
    country: text(shown.country, draft.country),
  };
}

/** An artist as a connection shows them, from the loaded profile and its published version. */
export function presentConnectionArtist(profile: ArtistProfile): ConnectionArtist {
  const { slug, fullName, city, country } = profile;
  const draft = { slug, profileImageUrl: profile.profileImageUrl ?? null, fullName, city, country };
  return presentShown(profile.id, draft, (profile.published as Record<string, unknown> | null) ?? null);
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
 * (the values `presentConnectionArtist` reads from the published version), the draft's while none exists.
 */
export function presentArtistColumns(columns: ArtistColumns): ConnectionArtist {
  const raw = typeof columns.card === 'string' ? (JSON.parse(columns.card) as unknown) : columns.card;
  const card = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  const draft = {
    slug: columns.slug,
    profileImageUrl: columns.profile_image_url ?? null,
    fullName: columns.full_name,
    city: columns.city,
    country: columns.country,
  };
  return presentShown(Number(columns.id), draft, card);
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
