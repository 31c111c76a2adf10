// Venues: the places artists' published CVs name (exhibitions, residencies, collections, schools, teaching).
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { VENUE_KINDS, VENUE_LISTS, type VenueList } from '../venue-kinds.ts';
import { AuthorityMessages, normalizeWikidata } from './authorities.ts';
import { queryInt } from './directory.ts';
import { isHttpUrl, isSingleLine } from './fields.ts';
import { publicArtistResponse } from './public-artist.ts';
import { PUBLIC_PAGE_SECTIONS, type VenueSectionKey } from './public-sections.ts';
import { isPublicShape, type PublicShape, type PublicVenue } from '../published-shape.ts';
import type { SectionDefinition } from '../section-definition.ts';
import { SECTIONS } from '../sections.ts';

export {
  VENUE_EVENT_ARTISTS_MAX,
  VENUE_EVENTS_PAGE_SIZE,
  VENUE_KIND_LABELS,
  VENUE_KINDS,
  VENUE_LIST_ROLES,
  VENUE_LISTS,
  VENUE_ROLES,
  type VenueKind,
  type VenueList,
  type VenueRole,
} from '../venue-kinds.ts';

export const VENUES_PAGE_SIZE = 24;
export const VENUES_MAX_PAGE_SIZE = 100;
export const VENUE_SUGGEST_LIMIT = 10;

export const VenueMessages = {
  name: 'Enter the venue name (at most 200 characters, one line)',
  city: 'Enter the city in at most 200 characters, on one line',
  country: 'Enter the country in at most 200 characters, on one line',
  kind: `Kind is one of: ${VENUE_KINDS.join(', ')}`,
  website: 'Enter a valid website address (http or https)',
  wikidata: AuthorityMessages.wikidata,
  into: 'Choose the venue to merge into',
  notFound: 'Venue not found',
  intoItself: 'A venue cannot be merged into itself',
  intoMerged: 'That venue was merged into another: merge into that one instead',
  alreadyMerged: 'This venue is already merged into another',
  notMerged: 'This venue is not merged into another',
  suggestionNotFound: 'Suggestion not found',
  search: `Search in at most ${TEXT_LIMITS.search} characters`,
} as const;

const oneLine = (message: string, min = 0) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(TEXT_LIMITS.short, message),
    v.check(isSingleLine, message),
  );

/** Optional query text: blank means no filter. */
const filter = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(TEXT_LIMITS.search, VenueMessages.search),
      v.check(isSingleLine, VenueMessages.search),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

export const venueListQuery = v.object({
  q: filter(),
  city: filter(),
  country: filter(),
  kind: v.optional(v.picklist(VENUE_KINDS, VenueMessages.kind)),
  page: queryInt(1, 1, 100_000, 'Page is a whole number from 1'),
  limit: queryInt(
    VENUES_PAGE_SIZE,
    1,
    VENUES_MAX_PAGE_SIZE,
    `Limit is a whole number from 1 to ${VENUES_MAX_PAGE_SIZE}`,
  ),
});
export type VenueListQuery = v.InferOutput<typeof venueListQuery>;

export const venueSuggestQuery = v.object({ q: filter(), city: filter() });
export type VenueSuggestQuery = v.InferOutput<typeof venueSuggestQuery>;

/** A venue as lists show it. */
export const venueSummary = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  country: v.string(),
  kind: v.picklist(VENUE_KINDS),
  artistCount: v.number(),
});
export type VenueSummary = v.InferOutput<typeof venueSummary>;

/** A page of venues: the venues, how many in all, this page and how many pages. */
const venuePageOf = <T extends v.GenericSchema>(venue: T) =>
  v.object({ venues: v.array(venue), total: v.number(), page: v.number(), pages: v.number() });

export const venueListPage = venuePageOf(venueSummary);
export type VenueListPage = v.InferOutput<typeof venueListPage>;

/** A suggestion for the editor: a known venue's name and city. */
export const venueSuggestion = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  country: v.string(),
});
export type VenueSuggestion = v.InferOutput<typeof venueSuggestion>;

const artistRef = v.object({ slug: v.string(), name: v.string() });
export type VenueArtistRef = v.InferOutput<typeof artistRef>;

const eventArtists = { artists: v.array(artistRef), artistCount: v.number() };
const venueEvent = v.object({ year: v.nullable(v.string()), title: v.nullable(v.string()), ...eventArtists });
export const venueExhibition = v.object({
  year: v.string(),
  title: v.string(),
  kind: v.picklist(['solo', 'group']),
  ...eventArtists,
});
export type VenueExhibition = v.InferOutput<typeof venueExhibition>;
export type VenueEvent = v.InferOutput<typeof venueEvent>;

const listTotals = v.object(
  Object.fromEntries(VENUE_LISTS.map((list) => [list, v.number()])) as Record<
    VenueList,
    v.NumberSchema<undefined>
  >,
);

export const venueDetail = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  country: v.string(),
  kind: v.picklist(VENUE_KINDS),
  website: v.nullable(v.string()),
  wikidata: v.nullable(v.string()),
  /** The spellings artists used for it. */
  aliases: v.array(v.string()),
  artistCount: v.number(),
  /** The first page of each list. */
  exhibitions: v.array(venueExhibition),
  residents: v.array(venueEvent),
  collection: v.array(venueEvent),
  alumni: v.array(venueEvent),
  teachers: v.array(venueEvent),
  /** How many events each list holds in all (its pages: `VENUE_EVENTS_PAGE_SIZE` each). */
  totals: listTotals,
});
export type VenueDetail = v.InferOutput<typeof venueDetail>;

export const venueEventsQuery = v.object({
  list: v.picklist(VENUE_LISTS, `List is one of: ${VENUE_LISTS.join(', ')}`),
  page: queryInt(1, 1, 100_000, 'Page is a whole number from 1'),
});
export type VenueEventsQuery = v.InferOutput<typeof venueEventsQuery>;

/** A page of one of a venue's lists (an exhibition has its `kind`). */
export const venueEventsPage = v.object({
  list: v.picklist(VENUE_LISTS),
  events: v.array(v.object({ ...venueEvent.entries, kind: v.optional(v.picklist(['solo', 'group'])) })),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type VenueEventsPage = v.InferOutput<typeof venueEventsPage>;

/**
 * The venue a published CV entry links to, beside the artist's own words (`linkedVenue`: an exhibition's own `venue` is
 * the name as the artist typed it).
 */
export const venueLink = v.object({ slug: v.string(), name: v.string() });
export type VenueLink = v.InferOutput<typeof venueLink>;

/** An Oeuvre artist in the same group exhibitions (same venue, year and title), with how many. */
export const exhibitedWith = v.object({ slug: v.string(), name: v.string(), shows: v.number() });
export type ExhibitedWith = v.InferOutput<typeof exhibitedWith>;

/**
 * The sections of the published artist whose entries link to a venue, by key, each with its `venue` as its definition
 * declares it (the artist's role there, the fields naming the place and its city, the field a venue's page shows as
 * what was there, and for exhibitions, their kind), in the page's order.
 */
export const VENUE_SECTIONS = Object.fromEntries(
  PUBLIC_PAGE_SECTIONS.flatMap((section) => (section.venue ? [[section.key, section.venue]] : [])),
) as Record<VenueSectionKey, PublicVenue>;
export const VENUE_SECTION_KEYS = Object.keys(VENUE_SECTIONS) as VenueSectionKey[];

/**
 * The public shapes of an editor section that name a venue; a section published as its fields names its venue with its
 * own fields, under its kind.
 */
function venueShapesOf(section: string): Pick<PublicShape, 'key' | 'rename' | 'when' | 'venue'>[] {
  if (!Object.hasOwn(SECTIONS, section)) return [];
  const definition = (SECTIONS as Record<string, SectionDefinition>)[section]!;
  if (!definition.published) return definition.venue ? [{ key: section, venue: definition.venue }] : [];
  return definition.published.filter(isPublicShape).filter((shape) => shape.venue);
}

/**
 * The editor's fields of a section that name a place and its city (its public venue's fields, renamed as its rows
 * have them): where the editor offers known venues. Undefined for a section naming none.
 */
export function editorPlaceFields(section: string): { name: string; city: string | null } | undefined {
  const shape = venueShapesOf(section)[0];
  if (!shape?.venue) return undefined;
  const field = (name: string) => shape.rename?.[name] ?? name;
  return { name: field(shape.venue.name), city: shape.venue.city ? field(shape.venue.city) : null };
}

/**
 * The place an entry of an editor section names (its fields as the editor and the CV import have them), as its
 * published entry gives it to the venues' linking: the public section its rows go to that names a venue (a residency
 * is a grant of type 'residency', its organization and location the published host and location). Undefined for an
 * entry naming none.
 */
export function editorEntryPlace(
  section: string,
  fields: Readonly<Record<string, string | undefined>>,
): { section: VenueSectionKey; name: string; city: string } | undefined {
  const shape = venueShapesOf(section).find((s) => !s.when || s.when(fields));
  if (!shape?.venue) return undefined;
  const value = (name: string) => fields[shape.rename?.[name] ?? name] ?? '';
  return {
    section: shape.key as VenueSectionKey,
    name: value(shape.venue.name),
    city: shape.venue.city ? value(shape.venue.city) : '',
  };
}

const linked = <T extends v.ObjectEntries>(item: v.ObjectSchema<T, undefined>) =>
  v.array(v.object({ ...item.entries, linkedVenue: v.optional(venueLink) }));
const lists = publicArtistResponse.entries;

/**
 * GET /api/artists/:slug: the published CV, each linked entry with its `venue`, and 'Exhibited with' (most shared
 * shows first).
 */
export const publicArtistPage = v.object({
  ...publicArtistResponse.entries,
  ...(Object.fromEntries(
    VENUE_SECTION_KEYS.map((key) => [
      key,
      linked(lists[key].item as v.ObjectSchema<v.ObjectEntries, undefined>),
    ]),
  ) as unknown as {
    [K in VenueSectionKey]: ReturnType<typeof linked<(typeof lists)[K]['item']['entries']>>;
  }),
  exhibitedWith: v.optional(v.array(exhibitedWith)),
});
export type PublicArtistPage = v.InferOutput<typeof publicArtistPage>;

// Admin ---------------------------------------------------------------------------------------------------------

export const adminVenueQuery = v.object({
  q: filter(),
  page: queryInt(1, 1, 100_000, 'Page is a whole number from 1'),
  merged: v.optional(v.picklist(['true', 'false'])),
});
export type AdminVenueQuery = v.InferOutput<typeof adminVenueQuery>;

export const adminVenue = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  country: v.string(),
  kind: v.picklist(VENUE_KINDS),
  website: v.nullable(v.string()),
  wikidata: v.nullable(v.string()),
  aliases: v.array(v.object({ spelling: v.string(), city: v.string() })),
  artistCount: v.number(),
  mergedInto: v.nullable(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
  updatedAt: v.string(),
});
export type AdminVenue = v.InferOutput<typeof adminVenue>;

export const adminVenuePage = venuePageOf(adminVenue);
export type AdminVenuePage = v.InferOutput<typeof adminVenuePage>;

export const adminVenueUpdate = v.object({
  name: v.optional(oneLine(VenueMessages.name, 1)),
  city: v.optional(oneLine(VenueMessages.city)),
  country: v.optional(oneLine(VenueMessages.country)),
  kind: v.optional(v.picklist(VENUE_KINDS, VenueMessages.kind)),
  website: v.optional(
    v.pipe(
      v.nullable(v.string(VenueMessages.website)),
      v.transform((s) => (s === null ? null : s.trim() || null)),
      v.check((s) => s === null || (s.length <= TEXT_LIMITS.url && isHttpUrl(s)), VenueMessages.website),
    ),
  ),
  wikidata: v.optional(
    v.pipe(
      v.nullable(v.string(VenueMessages.wikidata)),
      v.transform((s) => (s === null ? null : s.trim() || null)),
      v.check((s) => s === null || (s.length <= 60 && normalizeWikidata(s) !== null), VenueMessages.wikidata),
      v.transform((s) => (s === null ? null : normalizeWikidata(s))),
    ),
  ),
});
export type AdminVenueUpdate = v.InferOutput<typeof adminVenueUpdate>;

export const venueMergeBody = v.object({
  into: v.pipe(
    v.number(VenueMessages.into),
    v.integer(VenueMessages.into),
    v.minValue(1, VenueMessages.into),
  ),
});

/** A suggested merge: two venues whose names are alike in one city, with their spellings side by side. */
export const venueMergeSuggestion = v.object({
  id: v.number(),
  similarity: v.number(),
  venue: adminVenue,
  other: adminVenue,
});
export type VenueMergeSuggestion = v.InferOutput<typeof venueMergeSuggestion>;
