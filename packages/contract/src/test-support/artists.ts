// The lists of an artist as tests build one: every list empty, for a test to fill the ones it is about.
import type { ArtistProfile } from '../schemas/artist-views.ts';
import { publicArtist, type PublicArtist } from '../schemas/public-artist.ts';
import { SECTION_KINDS, type SectionKind } from '../sections.ts';

type DraftLists = Pick<ArtistProfile, SectionKind | 'galleryItems'>;

/** A draft's lists (every CV section and the gallery), all empty, as a new profile has them. */
export function emptyDraftLists(): DraftLists {
  const sections = Object.fromEntries(SECTION_KINDS.map((kind) => [kind, []])) as Record<SectionKind, []>;
  return { ...sections, galleryItems: [] };
}

type PublicLists = {
  [K in keyof PublicArtist as PublicArtist[K] extends unknown[] ? K : never]: PublicArtist[K];
};

/** A public page's lists (every array of the page's schema but the disciplines), all empty. */
export function emptyPublicLists(): Omit<PublicLists, 'disciplines'> {
  const lists = Object.entries(publicArtist.entries).filter(
    ([key, schema]) => schema.type === 'array' && key !== 'disciplines',
  );
  return Object.fromEntries(lists.map(([key]) => [key, []])) as unknown as Omit<PublicLists, 'disciplines'>;
}
