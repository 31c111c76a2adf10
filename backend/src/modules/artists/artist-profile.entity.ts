import { type EventArgs, defineEntity, p } from '@mikro-orm/core';
import type { PublicArtist } from '@oeuvre/contract';
import { createdAt, id, updatedAt } from '../../db/properties.ts';
import { SECTION_ENTITIES, type SectionEntities } from '../sections/sections.entity.ts';
import { SECTION_TABLES } from '../sections/section-tables.ts';
import { GalleryItem } from '../gallery/gallery-item.entity.ts';
import { User } from '../users/user.entity.ts';
import { directoryColumns, type DirectoryCard } from './directory-columns.ts';

export const PROFILE_SOURCES = ['signup', 'csv'] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];

/** The channel told of public changes when they commit (public-changes.ts listens on it, and forgets). */
export const PUBLIC_CHANGES_CHANNEL = 'oeuvre_public_changes';
/**
 * The payload of a notification on PUBLIC_CHANGES_CHANNEL telling only that the supporters an artist's page shows
 * changed (the connection table's triggers): the pages kept whole forget, the rest of what the public sees stays.
 */
export const SUPPORTERS_CHANGED = 'supporters';
const PUBLIC_CHANGE_NOTIFY = `perform pg_notify('${PUBLIC_CHANGES_CHANNEL}', ''); return null;`;
// Conditions written as PostgreSQL prints them back, so the schema diff finds them unchanged.
const PUBLIC_COLUMNS_CHANGED = `(${[
  'published',
  'published_at',
  'slug',
  'card',
  'search_text',
  'cv_search_text',
]
  .map((column) => `(old.${column} IS DISTINCT FROM new.${column})`)
  .join(' OR ')})`;

/** The profile's list of a section table's rows, in the artist's order. */
const sectionList =
  <R extends keyof SectionEntities>(relation: R) =>
  () =>
    p.oneToMany(SECTION_ENTITIES[relation]).mappedBy('artist').orderBy({ position: 'asc', id: 'asc' });
const sectionLists = Object.fromEntries(
  SECTION_TABLES.map((t) => [t.relation, sectionList(t.relation as keyof SectionEntities)]),
) as { [R in keyof SectionEntities]: ReturnType<typeof sectionList<R>> };

export const ArtistProfileSchema = defineEntity({
  name: 'ArtistProfile',
  properties: {
    id: id(),
    user: () => p.oneToOne(User).owner().nullable().deleteRule('cascade'),
    slug: p.text().unique(),
    fullName: p.text(),
    displayName: p.text().nullable(),
    email: p.text().trim(),
    // Whether the public profile, its CV documents and its structured data show the email; off for a new profile.
    showEmail: p.boolean().default(false),
    city: p.text(),
    country: p.text(),
    birthYear: p.integer().nullable(),
    birthPlace: p.text().nullable(),
    website: p.text().nullable(),
    artistStatement: p.text().default(''),
    profileImageUrl: p.text().nullable(),
    // Authority records naming the artist (shown as links, in JSON-LD sameAs).
    wikidata: p.text().nullable(),
    ulan: p.text().nullable(),
    isni: p.text().nullable(),
    orcid: p.text().nullable(),
    // A fresh list per profile: a literal default would be one array shared by every new profile.
    disciplines: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    // Chosen by an admin: shown on the landing page's 'Featured Artists' and badged wherever the artist appears.
    featured: p.boolean().default(false),
    isApproved: p.boolean().default(false),
    isPending: p.boolean().default(true),
    rejectionReason: p.text().nullable(),
    // The approved copy that public pages serve, so edits wait for review: the contract's published artist.
    published: p.json<PublicArtist>().nullable(),
    publishedAt: p.datetime().nullable(),
    submittedAt: p.datetime().nullable(),
    source: p.enum(PROFILE_SOURCES).default('signup'),
    // Kept by the hooks below from what the directory shows (the published copy, else the draft).
    searchText: p.text().default('').hidden(),
    // Name fields plus published exhibitions, residencies and collections, for the directory's `in=cv` search.
    cvSearchText: p.text().default('').hidden(),
    // The published version's directory card (null while unpublished): listing and facets read it, not the whole CV.
    card: p.json<DirectoryCard>().nullable().hidden(),
    version: p.integer().version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Each CV section's rows (section-tables.ts), in the artist's order.
    ...sectionLists,
    galleryItems: () => p.oneToMany(GalleryItem).mappedBy('artist').orderBy({ position: 'asc', id: 'asc' }),
  },
  indexes: [
    // Substring search over name, display name, city and country at directory scale.
    {
      name: 'artist_profile_search_text_trgm_index',
      expression:
        'create index "artist_profile_search_text_trgm_index" on "artist_profile" using gin ("search_text" gin_trgm_ops)',
    },
    // The directory's default listing: published profiles, newest first, paged stably.
    {
      name: 'artist_profile_cv_search_text_trgm_index',
      expression:
        'create index "artist_profile_cv_search_text_trgm_index" on "artist_profile" using gin ("cv_search_text" gin_trgm_ops)',
    },
    // Directory filters by the published discipline and location.
    {
      name: 'artist_profile_card_disciplines_index',
      expression: `create index "artist_profile_card_disciplines_index" on "artist_profile" using gin (("card"->'disciplines'))`,
    },
    {
      name: 'artist_profile_card_city_index',
      expression: `create index "artist_profile_card_city_index" on "artist_profile" (lower("card"->>'city'))`,
    },
    {
      name: 'artist_profile_card_country_index',
      expression: `create index "artist_profile_card_country_index" on "artist_profile" (lower("card"->>'country'))`,
    },
    {
      name: 'artist_profile_directory_index',
      expression:
        'create index "artist_profile_directory_index" on "artist_profile" ("created_at" desc, "id" desc) where "published_at" is not null',
    },
    // The directory's other orders (`sort`): by the name a card shows, and the latest published change first.
    {
      name: 'artist_profile_directory_name_index',
      expression: `create index "artist_profile_directory_name_index" on "artist_profile" (lower(coalesce(nullif("card"->>'displayName', ''), "card"->>'fullName')), "id") where "published_at" is not null`,
    },
    {
      name: 'artist_profile_directory_updated_index',
      expression:
        'create index "artist_profile_directory_updated_index" on "artist_profile" ("published_at" desc, "id" desc) where "published_at" is not null',
    },
    { name: 'artist_profile_disciplines_index', properties: ['disciplines'], type: 'gin' },
    {
      name: 'artist_profile_city_index',
      expression: 'create index "artist_profile_city_index" on "artist_profile" (lower("city"))',
    },
    {
      name: 'artist_profile_country_index',
      expression: 'create index "artist_profile_country_index" on "artist_profile" (lower("country"))',
    },
    // The CSV import's lookup of a batch's emails among existing profiles.
    {
      name: 'artist_profile_email_index',
      expression: 'create index "artist_profile_email_index" on "artist_profile" (lower("email"))',
    },
    { name: 'artist_profile_review_index', properties: ['isPending', 'submittedAt'] },
  ],
  // A change to what the public sees of a profile notifies every server on the database when it commits: they drop
  // the public reads they keep in memory (public-changes.ts). Draft edits of an unpublished profile notify nobody.
  triggers: [
    {
      name: 'public_update',
      timing: 'after',
      events: ['update'],
      forEach: 'row',
      when: PUBLIC_COLUMNS_CHANGED,
      body: PUBLIC_CHANGE_NOTIFY,
    },
    {
      name: 'public_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'row',
      when: '(new.published_at IS NOT NULL)',
      body: PUBLIC_CHANGE_NOTIFY,
    },
    {
      name: 'public_delete',
      timing: 'after',
      events: ['delete'],
      forEach: 'row',
      when: '(old.published_at IS NOT NULL)',
      body: PUBLIC_CHANGE_NOTIFY,
    },
    // A truncate announces itself too: that trigger (`public_truncate`) is created by its migration alone, because the
    // schema's introspection reads information_schema.triggers, which never lists TRUNCATE triggers (declared here, it
    // would be created anew by every schema diff).
  ],
});

export class ArtistProfile extends ArtistProfileSchema.class {}

ArtistProfileSchema.setClass(ArtistProfile);

function refreshSearchText({ entity }: EventArgs<ArtistProfile>): void {
  Object.assign(entity, directoryColumns(entity, entity.published));
}

ArtistProfileSchema.addHook('beforeCreate', refreshSearchText);
ArtistProfileSchema.addHook('beforeUpdate', refreshSearchText);
