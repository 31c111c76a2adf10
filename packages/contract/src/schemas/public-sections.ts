// The sections of the published artist page, as the page, the CV documents and the review of a change read them.
// The older sections keep the public shape they were published with, which their definitions declare (`published`:
// awards and grants read as "Grants, Awards & Fellowships", residency grants as "Residencies", bibliography as
// "Publications & Press"); every other CV section is read from its definition: its kind is its key, its fields (in the
// editor's order, with the editor's labels) are its entry, its order rule orders it.
import * as v from 'valibot';
import type { CvLineReader } from '../cv-line.ts';
import {
  isPublicShape,
  labelled,
  type PublicShape,
  type PublicVenue,
  type Published,
} from '../published-shape.ts';
import { publicFieldsOf, type PublicField, type SectionDefinition } from '../section-definition.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from '../sections.ts';
import type { ArtistProfile } from './artist-views.ts';
import { galleryItem } from './gallery.ts';
import type { PublicLists } from './visibility.ts';
import { mostRecentFirst } from './year-order.ts';

/**
 * A draft whose lists hold its public entries only (`publicEntriesOf`): what the public sections are read from, so a
 * private entry cannot reach a published list.
 */
export type PublicDraft = PublicLists<ArtistProfile>;
/** A draft, whole or with its public entries only. */
export type DraftLists = PublicDraft | ArtistProfile;

export interface PublicSection {
  /** The key of its entries on the published artist. */
  key: string;
  /** Its heading: on the public page, in the CV documents, the editor's preview and the review of a change. */
  label: string;
  /** Its anchor on the public page. */
  anchor: string;
  /** The editor sections its entries come from (a CV document names an entry "<editor section>:<id>"). */
  kinds: readonly string[];
  /** The values of an entry the review compares and lists, in reading order. */
  fields: readonly PublicField[];
  /** The field the year column shows (null: none). */
  yearField: string | null;
  /** One of the CV's sections on the public page and in the documents (not the social links, works, gallery). */
  cv: boolean;
  /**
   * A draft's entries in this section's public shape, in the page's order. Each carries the id of the draft row it was
   * made from (`id`), which stays with it in the published version. The published version reads a draft whose private
   * entries are left out (`toPublicArtist`); the artist's own documents read the whole draft, and tell its private
   * entries by their rows (`draftCvSource` in @oeuvre/cv-document).
   */
  entriesOf(draft: DraftLists): object[];
  /**
   * The editor section a published entry of this section was made from: with the entry's id, it names that draft
   * row ("grants" holds awards and grants, told apart by their type).
   */
  kindOf(entry: object): string;
  /** One of its entries as the published artist holds it (GET /api/artists/:slug answers it). */
  item: v.GenericSchema;
  /** How the CV reads an entry, for an older section (its conventional style; the others read their fields). */
  read?: CvLineReader;
  /** The venue its entries name (the older sections that link to venues' pages). */
  venue?: PublicVenue;
  /** The fields of its entries the directory's CV search reads (`in=cv`). */
  cvSearch?: readonly string[];
  /** An older section's place in JSON Resume and in the schema.org data (the others are read from their fields). */
  resume?: PublicShape['resume'];
  schemaOrg?: PublicShape['schemaOrg'];
  /** The definition a section without a public shape of its own is read from. */
  definition?: SectionDefinition;
}

/** "groupExhibitions" -> "group-exhibitions". */
const anchorOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Definitions = typeof SECTIONS;
/** The public shapes an older section declares (`published` in its definition). */
type ShapesOf<K extends SectionKind> = Definitions[K] extends { published: readonly (infer P)[] }
  ? Extract<P, PublicShape>
  : never;
type StyledShape = { [K in SectionKind]: ShapesOf<K> }[SectionKind];
/** The editor sections with a public shape of their own, or a share of another's. */
type StyledSectionKind = {
  [K in SectionKind]: Definitions[K] extends { published: readonly unknown[] } ? K : never;
}[SectionKind];
/** The keys of the older CV sections on the published artist ("publications", "residencies"...). */
export type StyledCvSectionKey = Extract<StyledShape, { cv: true }>['key'];
/** The older sections' public keys, and the sections whose entries link to a venue. */
export type StyledSectionKey = StyledShape['key'];
export type VenueSectionKey = Extract<StyledShape, { venue: PublicVenue }>['key'];

const publishedOf = (kind: SectionKind): readonly Published[] =>
  (SECTIONS[kind] as SectionDefinition).published ?? [];

/** A part of a public section: the rows of one editor section it takes, and how. */
interface Part {
  kind: SectionKind;
  rename?: Readonly<Record<string, string>>;
  constants?: Readonly<Record<string, string | null>>;
  when?: (row: Record<string, unknown>) => boolean;
  owns?: (entry: Record<string, unknown>) => boolean;
}

/**
 * An older section's public section, from the shape its definition declares and the shares other definitions add to
 * it (in the editor's order): an entry is its row's values under the item's keys (renamed as declared, constants
 * added), with the id of the row.
 */
function styledSection(kind: SectionKind, shape: PublicShape): PublicSection {
  const parts: Part[] = SECTION_KINDS.flatMap((other) =>
    publishedOf(other)
      .filter((published) => (isPublicShape(published) ? published === shape : published.into === shape.key))
      .map((published) => ({ kind: other, ...published })),
  );
  const keys = Object.keys(shape.item.entries).filter((key) => key !== 'id');
  const entryOf = (part: Part, row: Record<string, unknown>) => {
    const entry: Record<string, unknown> = { id: row.id };
    for (const key of keys) {
      const value =
        part.constants && Object.hasOwn(part.constants, key)
          ? part.constants[key]
          : row[part.rename?.[key] ?? key];
      if (value !== undefined) entry[key] = value;
    }
    return entry;
  };
  const { yearField } = shape;
  return {
    key: shape.key,
    label: shape.label,
    anchor: shape.anchor ?? anchorOf(shape.key),
    kinds: parts.map((part) => part.kind),
    fields: shape.fields,
    yearField,
    cv: shape.cv,
    item: shape.item,
    read: shape.read as PublicSection['read'],
    venue: shape.venue,
    cvSearch: shape.cvSearch,
    resume: shape.resume,
    schemaOrg: shape.schemaOrg,
    kindOf: (entry) => parts.find((part) => part.owns?.(entry as Record<string, unknown>))?.kind ?? kind,
    entriesOf: (draft) => {
      const entries = parts.flatMap((part) =>
        (((draft as Record<string, unknown>)[part.kind] ?? []) as Record<string, unknown>[])
          .filter((row) => !part.when || part.when(row))
          .map((row) => entryOf(part, row)),
      );
      return shape.order === 'artist' || !yearField
        ? entries
        : mostRecentFirst(entries, (e) => e[yearField] as string | null);
    },
  };
}

/** The older sections' public sections, by key. */
const STYLED = Object.fromEntries(
  SECTION_KINDS.flatMap((kind) =>
    publishedOf(kind)
      .filter(isPublicShape)
      .map((shape) => [shape.key, styledSection(kind, shape)]),
  ),
) as Record<StyledSectionKey, PublicSection>;

/**
 * The older public sections in the order of a gallery's CV, which the page, the CV documents, the editor's preview and
 * export, the review and the CV guide all follow: the exhibitions first (the record of showing), commissions and
 * public works, then residencies, grants and awards, collections, the press, then education, teaching and memberships
 * (docs/design.md, "The CV's order and headings"); the social links before them, the works after.
 */
const CV_ORDER = [
  'socialMedia',
  'soloExhibitions',
  'groupExhibitions',
  'commissions',
  'residencies',
  'grants',
  'collections',
  'publications',
  'education',
  'teaching',
  'affiliations',
  'works',
] as const satisfies readonly StyledSectionKey[];
// Every older public section has its place in the order.
const everyPlaced: Exclude<StyledSectionKey, (typeof CV_ORDER)[number]> extends never ? true : false = true;
void everyPlaced;

const galleryItems: PublicSection = {
  key: 'galleryItems',
  label: 'Gallery',
  anchor: 'gallery-items',
  kinds: [],
  fields: labelled(
    ['title', 'Title'],
    ['description', 'Description'],
    ['year', 'Year'],
    ['medium', 'Medium'],
    ['dimensions', 'Dimensions'],
    ['fileUrl', 'Image', 'image'],
  ),
  item: galleryItem,
  yearField: 'year',
  cv: false,
  kindOf: () => 'galleryItems',
  entriesOf: (draft) => draft.galleryItems,
};

/** The CV sections read from their definition alone: every kind of SECTIONS with no public shape declared. */
export type GenericSectionKind = Exclude<SectionKind, StyledSectionKind>;
export const GENERIC_SECTION_KINDS = SECTION_KINDS.filter(
  (kind): kind is GenericSectionKind => publishedOf(kind).length === 0,
);

/** The public section of a CV section without a public shape of its own, read from its definition. */
export function genericPublicSection(kind: string, definition: SectionDefinition): PublicSection {
  const fields = publicFieldsOf(definition);
  const order = definition.order;
  const yearField = order.by === 'year' ? order.yearField : null;
  const label = definition.publicTitle ?? definition.label;
  return {
    key: kind,
    label,
    anchor: anchorOf(kind),
    kinds: [kind],
    fields,
    yearField,
    cv: true,
    kindOf: () => kind,
    item: genericPublicItem(definition),
    venue: definition.venue,
    entriesOf: (draft) => {
      // A draft read before the section existed lacks it.
      const entries = ((draft as Record<string, unknown>)[kind] ?? []) as Record<string, unknown>[];
      const ordered =
        order.by === 'year' ? mostRecentFirst(entries, (e) => e[order.yearField] as string) : entries;
      return ordered.map((e) => ({
        ...(e.id === undefined ? {} : { id: e.id }),
        ...Object.fromEntries(fields.map((f) => [f.name, e[f.name] ?? null])),
      }));
    },
    definition,
  };
}

/**
 * An entry of a generic section on the published page: the id of the draft row it was made from (versions published
 * before entries kept it lack it), then its fields' values.
 */
export const genericPublicItem = (definition: SectionDefinition) =>
  v.object({
    id: v.optional(v.number()),
    ...Object.fromEntries(publicFieldsOf(definition).map((f) => [f.name, definition.fields[f.name]!.item])),
  });

/** The CV sections read from their definition, in the editor's order. */
export const GENERIC_PUBLIC_SECTIONS = GENERIC_SECTION_KINDS.map((kind) =>
  genericPublicSection(kind, SECTIONS[kind] as SectionDefinition),
);

/**
 * Every section of the published page; the CV ones (`cv`) in the order of a gallery's CV, which the page, the CV
 * documents, the editor's preview and export, the review and the CV guide all follow: the exhibitions first (the
 * record of showing), commissions and public works, then residencies, grants and awards, collections, the press,
 * then education, teaching and memberships; sections read from their definition after them (docs/design.md, "The
 * CV's order and headings").
 */
export const PUBLIC_PAGE_SECTIONS: readonly PublicSection[] = [
  ...CV_ORDER.slice(0, CV_ORDER.indexOf('works')).map((key) => STYLED[key]),
  ...GENERIC_PUBLIC_SECTIONS,
  ...CV_ORDER.slice(CV_ORDER.indexOf('works')).map((key) => STYLED[key]),
  galleryItems,
];

type ListOf<S extends v.GenericSchema> = v.ArraySchema<S, undefined>;
/** A generic section's list: a version published before the section existed lacks it. */
type OptionalList = v.OptionalSchema<ListOf<v.GenericSchema<Record<string, unknown>>>, readonly []>;
/** The section lists of the published artist, each its section's item schema, keyed as the page's sections. */
export type PublicSectionLists = { [S in StyledShape as S['key']]: ListOf<S['item']> } & {
  galleryItems: ListOf<typeof galleryItem>;
} & { [K in GenericSectionKind]: OptionalList };

/** The published artist's section lists in the page's order (the older sections' required, the others optional). */
export const PUBLIC_SECTION_LISTS = Object.fromEntries(
  PUBLIC_PAGE_SECTIONS.map((section) => [
    section.key,
    section.definition ? v.optional(v.array(section.item), []) : v.array(section.item),
  ]),
) as unknown as PublicSectionLists;
