// How an older CV section is published: the public shape its entries have had since before sections were read from
// their definitions (their own key on the published artist, some fields named otherwise, awards among the grants,
// residencies apart from them), declared in the section's definition beside its fields. public-sections.ts groups the
// declarations into the page's sections; a section without one is read from its fields alone.
import * as v from 'valibot';
import type { CvLineReader } from './cv-line.ts';
import type { PersonProperty, ResumeList } from './cv-outputs.ts';
import { nullableText, optionalNullableText } from './schemas/fields.ts';
import type { SectionDefinition } from './section-definition.ts';
import type { PublicField } from './section-reading.ts';
import type { VenueRole } from './venue-kinds.ts';

/** A published entry's schema: an object of its values. */
type EntrySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * The venue a public section's entries name, in the published entry's fields: the artist's role there, the fields
 * naming the place and its city, the field a venue's page shows as what was there (the show, the programme, the
 * degree), and for exhibitions, their kind.
 */
export interface PublicVenue {
  role: VenueRole;
  name: string;
  city: string | null;
  title: string;
  exhibition?: 'solo' | 'group';
}

/** Which of a section's rows a public section takes (all of them when not given). */
type RowFilter = (row: Record<string, unknown>) => boolean;

/** A public section of the published artist, declared by the editor section its entries come from. */
export interface PublicShape<
  Key extends string = string,
  Item extends EntrySchema = EntrySchema,
  Cv extends boolean = boolean,
> {
  /** Its key on the published artist ("publications"). */
  key: Key;
  /** Its heading on the page, in the CV documents and in the review of a change. */
  label: string;
  /** Its anchor on the page (its key in kebab case when not given). */
  anchor?: string;
  /** The values of an entry the review compares and lists, in reading order. */
  fields: readonly PublicField[];
  /** The field the year column shows and the page orders by, most recent first (null: none). */
  yearField: string | null;
  /** One of the CV's sections (not the social links or the works). */
  cv: Cv;
  /** One of its entries as the published artist holds it (GET /api/artists/:slug answers it). */
  item: Item;
  /** The entry's fields named otherwise on the section's rows (`{ grantor: 'organization' }`); the others alike. */
  rename?: Readonly<Record<string, string>>;
  when?: RowFilter;
  /** 'artist': in the order the artist arranged; else most recent first by `yearField`. */
  order?: 'artist';
  /** How the CV reads an entry, in the section's conventional style (reading.ts of @oeuvre/cv-document). */
  read?(entry: v.InferOutput<Item>): ReturnType<CvLineReader>;
  /** The venue its entries name, which a venue's page gathers. */
  venue?: PublicVenue;
  /** The fields of its entries the directory's CV search reads (`in=cv`), if any. */
  cvSearch?: readonly string[];
  /** The JSON Resume list its entries go to, and each entry there (empty values are left out after). */
  resume?: { list: ResumeList; entry(entry: v.InferOutput<Item>): Record<string, unknown> };
  /** Where its entries go in the page's schema.org data, if anywhere, and each entry there. */
  schemaOrg?: { property: PersonProperty; entry(entry: v.InferOutput<Item>): Record<string, unknown> };
}

/** A section's rows published in another section's public shape (awards among the grants and fellowships). */
export interface PublicShare<Into extends string = string> {
  into: Into;
  rename?: Readonly<Record<string, string>>;
  /** Values its entries take that the rows do not have (an award's type). */
  constants?: Readonly<Record<string, string | null>>;
  when?: RowFilter;
  /** Whether a published entry of that section came from this one. */
  owns: (entry: Record<string, unknown>) => boolean;
}

export type Published = PublicShape | PublicShare;

/**
 * A public shape, typed by its item (its `read` reads the published entry) and by whether it names a venue; a CV
 * section unless `cv: false`.
 */
export const publicShape = <
  const Key extends string,
  Item extends EntrySchema,
  const Cv extends boolean = true,
  const Venue extends PublicVenue | undefined = undefined,
>(
  shape: Omit<PublicShape<Key, Item, Cv>, 'cv' | 'venue'> & { cv?: Cv; venue?: Venue },
) =>
  ({ cv: true, ...shape }) as PublicShape<Key, Item, Cv> &
    (Venue extends PublicVenue ? { venue: Venue } : unknown);

/** A definition with the public sections its rows go to. */
export const publishes = <D extends SectionDefinition, const P extends readonly Published[]>(
  definition: D,
  ...published: P
): D & { published: P } => ({ ...definition, published });

export const isPublicShape = (published: Published): published is PublicShape => 'key' in published;

/** The parts a published entry is written with. */
export const published = {
  text: v.string(),
  nullableText,
  /**
   * The id of the draft row a published entry was made from: it names the entry for as long as that version is public
   * (hiding one entry removes exactly it). Versions published before entries kept it lack it; they are read with their
   * positions as ids.
   */
  entryId: v.optional(v.number()),
  /**
   * A field beyond the basic public view (the publication, pages, a collection's location and the work it holds...):
   * the page shows every field the artist entered. Optional, as versions published before it lack it.
   */
  extra: optionalNullableText,
};

/** Public fields from [name, label] pairs (`'image'` third: the value is an image address). */
export const labelled = (...specs: [name: string, label: string, image?: 'image'][]): PublicField[] =>
  specs.map(([name, label, image]) => ({ name, label, ...(image ? { image: true } : {}) }));
