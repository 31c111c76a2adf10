import {
  SECTION_KINDS,
  artistProfile,
  toMyProfileResponse,
  toPublicArtistResponse,
  type ArtistProfile as ArtistDraft,
  type ArtistProfileRecord,
  type ArtistSummary,
  type Discipline,
  type MyProfileResponse,
  type PublicArtist,
  type PublicArtistResponse,
  type SectionKind,
} from '@oeuvre/contract';
import { presentGalleryItem } from '../gallery/gallery.presenter.ts';
import { presentSectionItem, SECTION_STORES, type SectionRow } from '../sections/section.registry.ts';
import { SECTION_TABLES } from '../sections/section-tables.ts';
import type { SectionEntities } from '../sections/sections.entity.ts';
import type { ArtistProfile } from './artist-profile.entity.ts';
import type { DirectoryCard } from './directory-columns.ts';

/** Every list of the draft, for populate: each section table's rows (section-tables.ts) and the gallery. */
export const DRAFT_RELATIONS = [
  ...(SECTION_TABLES.map((t) => t.relation) as (keyof SectionEntities)[]),
  'galleryItems',
] as const;

const iso = (date: Date | string) => new Date(date).toISOString();

type RecordFields = Pick<
  ArtistProfile,
  | 'id'
  | 'slug'
  | 'fullName'
  | 'displayName'
  | 'email'
  | 'city'
  | 'country'
  | 'website'
  | 'artistStatement'
  | 'profileImageUrl'
  | 'disciplines'
  | 'isApproved'
  | 'isPending'
  | 'rejectionReason'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
> &
  Partial<Pick<ArtistProfile, 'wikidata' | 'ulan' | 'isni' | 'orcid' | 'showEmail' | 'birthYear' | 'birthPlace' | 'featured'>>;

/** The profile's own fields with its review state (owner and admins). */
export function presentRecord(profile: RecordFields): ArtistProfileRecord {
  return {
    id: profile.id,
    slug: profile.slug,
    fullName: profile.fullName,
    displayName: profile.displayName ?? null,
    email: profile.email,
    showEmail: profile.showEmail ?? true,
    city: profile.city,
    country: profile.country,
    birthYear: profile.birthYear ?? null,
    birthPlace: profile.birthPlace ?? null,
    website: profile.website ?? null,
    artistStatement: profile.artistStatement,
    profileImageUrl: profile.profileImageUrl ?? null,
    disciplines: [...profile.disciplines] as Discipline[],
    wikidata: profile.wikidata ?? null,
    ulan: profile.ulan ?? null,
    isni: profile.isni ?? null,
    orcid: profile.orcid ?? null,
    featured: profile.featured ?? false,
    isApproved: profile.isApproved,
    isPending: profile.isPending,
    rejectionReason: profile.rejectionReason ?? null,
    publishedAt: profile.publishedAt ? iso(profile.publishedAt) : null,
    createdAt: iso(profile.createdAt),
    updatedAt: iso(profile.updatedAt),
    version: profile.version,
  };
}

/** The draft's sections in the contract's order of the draft (`artistProfile`). */
const DRAFT_SECTION_KINDS = Object.keys(artistProfile.entries).filter((key): key is SectionKind =>
  (SECTION_KINDS as readonly string[]).includes(key),
);

/** The draft with every section; the profile's lists must be loaded (DRAFT_RELATIONS). */
export function presentDraft(profile: ArtistProfile): ArtistDraft {
  const lists = profile as unknown as Record<string, { getItems(): object[] }>;
  const sections = DRAFT_SECTION_KINDS.map((kind) => {
    const { relation, scope } = SECTION_STORES[kind];
    const rows = (lists[relation]!.getItems() as SectionRow[]).filter((row) =>
      Object.entries(scope).every(([field, value]) => row[field] === value),
    );
    return [kind, rows.map((row) => presentSectionItem(kind, row))];
  });
  return {
    ...presentRecord(profile),
    ...(Object.fromEntries(sections) as Omit<ArtistDraft, keyof ArtistProfileRecord | 'galleryItems'>),
    galleryItems: profile.galleryItems.getItems().map(presentGalleryItem),
  };
}

/** GET /api/my-profile: the draft's own fields as `profile`, beside its section arrays and galleryItems. */
export function presentMyProfile(profile: ArtistProfile): MyProfileResponse {
  return toMyProfileResponse(presentDraft(profile));
}

/** GET /api/artists/:slug: the stored published version (flat) as `profile` beside its section arrays. */
export function presentPublished(published: PublicArtist): PublicArtistResponse {
  return toPublicArtistResponse(published);
}

/** A directory card row as the directory queries select it. */
export interface CardRow {
  id: number;
  slug: string;
  created_at: Date | string;
  card: DirectoryCard | string;
}

export function presentSummary(row: CardRow): ArtistSummary {
  const card: DirectoryCard = typeof row.card === 'string' ? JSON.parse(row.card) : row.card;
  return {
    id: Number(row.id),
    slug: row.slug,
    fullName: card.fullName,
    displayName: card.displayName ?? null,
    city: card.city,
    country: card.country,
    profileImageUrl: card.profileImageUrl ?? null,
    disciplines: card.disciplines as Discipline[],
    createdAt: iso(row.created_at),
    ...(card.work ? { work: card.work } : {}),
    ...(card.featured ? { featured: true } : {}),
  };
}
