import { defineEntity, p } from '@mikro-orm/core';
import { VENUE_KINDS, VENUE_ROLES } from '@oeuvre/contract';
import { createdAt, id, updatedAt } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
// The links follow every published version: its hooks on the profile are registered with the entities.
import './appearances.ts';

/**
 * A place artists' CVs name. `nameKey` and `cityKey` are the normalised spelling it was made from (linking.ts);
 * a merged venue points at the one it was merged into and is no longer listed.
 */
export const VenueSchema = defineEntity({
  name: 'Venue',
  properties: {
    id: id(),
    slug: p.text().unique(),
    name: p.text(),
    city: p.text().default(''),
    country: p.text().default(''),
    kind: p.enum(VENUE_KINDS).default('other'),
    website: p.text().nullable(),
    wikidata: p.text().nullable(),
    nameKey: p.text(),
    cityKey: p.text().default(''),
    mergedInto: () => p.manyToOne(Venue).nullable().deleteRule('set null').index(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    // Suggestions and the list's search: names alike (pg_trgm similarity and substring).
    {
      name: 'venue_name_key_trgm_index',
      expression: 'create index "venue_name_key_trgm_index" on "venue" using gin ("name_key" gin_trgm_ops)',
    },
    { name: 'venue_name_key_index', properties: ['nameKey', 'cityKey'] },
  ],
});
export class Venue extends VenueSchema.class {}
VenueSchema.setClass(Venue);

/**
 * One spelling of a venue in one city, as artists typed it: (nameKey, cityKey) is unique, so the same spelling always
 * links to the same venue. `origin` is the venue it was first made for, which an undone merge gives it back to.
 */
export const VenueAliasSchema = defineEntity({
  name: 'VenueAlias',
  properties: {
    id: id(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade').index(),
    origin: () => p.manyToOne(Venue).deleteRule('cascade').index(),
    spelling: p.text(),
    city: p.text().default(''),
    nameKey: p.text(),
    cityKey: p.text().default(''),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'venue_alias_key_unique', properties: ['nameKey', 'cityKey'] }],
});
export class VenueAlias extends VenueAliasSchema.class {}
VenueAliasSchema.setClass(VenueAlias);

/**
 * One public entry of a published CV linked to a venue, rebuilt from the published version whenever it changes
 * (appearances.ts): the entry keeps the artist's words; this row is the link beside it.
 */
export const VenueAppearanceSchema = defineEntity({
  name: 'VenueAppearance',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade'),
    alias: () => p.manyToOne(VenueAlias).deleteRule('cascade').index(),
    /** The published list (soloExhibitions, residencies...) and the entry's place in it. */
    section: p.text(),
    position: p.integer(),
    /** The published entry's id when it has one, else its position. */
    entryKey: p.text(),
    role: p.enum(VENUE_ROLES),
    exhibitionKind: p.enum(['solo', 'group'] as const).nullable(),
    year: p.text().nullable(),
    title: p.text().nullable(),
    /** The title normalised: one group show named by several artists is one exhibition. */
    titleKey: p.text().nullable(),
    /**
     * The profile's own `createdAt` (which never changes): the venue filter lists the newest artists of a venue from
     * the links' index, reading only the profiles it shows.
     */
    artistCreatedAt: p.datetime(),
  },
  indexes: [
    // A venue's events are grouped, and its links' print read, from this index alone (venue-events.ts).
    {
      name: 'venue_appearance_events_index',
      expression:
        'create index "venue_appearance_events_index" on "venue_appearance" ("venue_id", "role", "title_key", "year", "exhibition_kind", "artist_id") include ("title", "id")',
    },
    // The venue filter: a venue's artists, newest first (venue-filter.ts).
    {
      name: 'venue_appearance_artists_index',
      expression:
        'create index "venue_appearance_artists_index" on "venue_appearance" ("venue_id", "artist_created_at" desc, "artist_id" desc)',
    },
  ],
});
export class VenueAppearance extends VenueAppearanceSchema.class {}
VenueAppearanceSchema.setClass(VenueAppearance);

/** A merge for a person to confirm: two venues with alike names in one city (never merged automatically). */
export const VenueSuggestionSchema = defineEntity({
  name: 'VenueSuggestion',
  properties: {
    id: id(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade'),
    other: () => p.manyToOne(Venue).deleteRule('cascade').index(),
    similarity: p.float(),
    dismissedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'venue_suggestion_pair_unique', properties: ['venue', 'other'] }],
});
export class VenueSuggestion extends VenueSuggestionSchema.class {}
VenueSuggestionSchema.setClass(VenueSuggestion);
