import {
  toMyProfileResponse,
  toPublicArtistResponse,
  type ArtistProfile as ArtistDraft,
  type ArtistProfileRecord,
  type ArtistSummary,
  type Discipline,
  type MyProfileResponse,
  type PublicArtist,
  type PublicArtistResponse,
} from '@oeuvre/contract';
import { presentGalleryItem } from '../gallery/gallery.presenter.ts';
import { presentSectionItem, type SectionRow } from '../sections/section.registry.ts';
import type { ArtistProfile } from './artist-profile.entity.ts';
import type { DirectoryCard } from './directory-columns.ts';

/** Every list of the draft, for populate: sections and gallery. */
export const DRAFT_RELATIONS = [
  'socialMedia',
  'education',
  'exhibitions',
  'awards',
  'grants',
  'collections',
  'bibliography',
  'works',
  'commissions',
  'teaching',
  'affiliations',
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
  Partial<Pick<ArtistProfile, 'wikidata' | 'ulan' | 'isni' | 'orcid'>>;

/** The profile's own fields with its review state (owner and admins). */
export function presentRecord(profile: RecordFields): ArtistProfileRecord {
  return {
    id: profile.id,
    slug: profile.slug,
    fullName: profile.fullName,
    displayName: profile.displayName ?? null,
    email: profile.email,
    city: profile.city,
    country: profile.country,
    website: profile.website ?? null,
    artistStatement: profile.artistStatement,
    profileImageUrl: profile.profileImageUrl ?? null,
    disciplines: [...profile.disciplines] as Discipline[],
    wikidata: profile.wikidata ?? null,
    ulan: profile.ulan ?? null,
    isni: profile.isni ?? null,
    orcid: profile.orcid ?? null,
    isApproved: profile.isApproved,
    isPending: profile.isPending,
    rejectionReason: profile.rejectionReason ?? null,
    publishedAt: profile.publishedAt ? iso(profile.publishedAt) : null,
    createdAt: iso(profile.createdAt),
    updatedAt: iso(profile.updatedAt),
    version: profile.version,
  };
}

/** The draft with every section; the profile's lists must be loaded (DRAFT_RELATIONS). */
export function presentDraft(profile: ArtistProfile): ArtistDraft {
  const rows = (list: { getItems(): object[] }) => list.getItems() as SectionRow[];
  const exhibitions = rows(profile.exhibitions);
  return {
    ...presentRecord(profile),
    socialMedia: rows(profile.socialMedia).map((r) => presentSectionItem('socialMedia', r)),
    education: rows(profile.education).map((r) => presentSectionItem('education', r)),
    soloExhibitions: exhibitions
      .filter((r) => r.kind === 'solo')
      .map((r) => presentSectionItem('soloExhibitions', r)),
    groupExhibitions: exhibitions
      .filter((r) => r.kind === 'group')
      .map((r) => presentSectionItem('groupExhibitions', r)),
    awards: rows(profile.awards).map((r) => presentSectionItem('awards', r)),
    grants: rows(profile.grants).map((r) => presentSectionItem('grants', r)),
    collections: rows(profile.collections).map((r) => presentSectionItem('collections', r)),
    bibliography: rows(profile.bibliography).map((r) => presentSectionItem('bibliography', r)),
    works: rows(profile.works).map((r) => presentSectionItem('works', r)),
    commissions: rows(profile.commissions).map((r) => presentSectionItem('commissions', r)),
    teaching: rows(profile.teaching).map((r) => presentSectionItem('teaching', r)),
    affiliations: rows(profile.affiliations).map((r) => presentSectionItem('affiliations', r)),
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
  };
}
