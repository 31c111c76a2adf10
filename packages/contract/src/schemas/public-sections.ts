// The sections of the published artist page, as the page, the CV documents and the review of a change read them.
// The older sections keep the public shape they were published with (their own key, a few merged or split: awards
// and grants read as "Grants, Awards & Fellowships", residency grants as "Residencies", bibliography as "Publications &
// Press"); every other CV section is read from its definition: its kind is its key, its fields (in the editor's
// order, with the editor's labels) are its entry, its order rule orders it.
import * as v from 'valibot';
import { publicFieldsOf, type PublicField, type SectionDefinition } from '../section-definition.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from '../sections.ts';
import type { ArtistProfile } from './artist-views.ts';
import { nullableText, optionalNullableText } from './fields.ts';
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
  /** The definition a section without a public shape of its own is read from. */
  definition?: SectionDefinition;
}

const text = v.string();
/**
 * The id of the draft row a published entry was made from: it names the entry for as long as that version is public
 * (hiding one entry removes exactly it). Versions published before entries kept it lack it; they are read with their
 * positions as ids.
 */
const entryId = v.optional(v.number());
/**
 * Fields beyond the basic public view (the publication, pages, a collection's location and the work it holds...):
 * the page shows every field the artist entered. Optional, as versions published before them lack them.
 */
const extra = optionalNullableText;

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
const byYear = <T extends { year: string | null }>(entries: readonly T[]) =>
  mostRecentFirst(entries, (e) => e.year);
const labelled = (...specs: [name: string, label: string, image?: 'image'][]): PublicField[] =>
  specs.map(([name, label, image]) => ({ name, label, ...(image ? { image: true } : {}) }));
const EXHIBITION = labelled(
  ['title', 'Title'],
  ['venue', 'Venue'],
  ['city', 'City'],
  ['year', 'Year'],
  ['notes', 'Notes'],
);

type Styled = Omit<PublicSection, 'key' | 'kinds' | 'anchor' | 'cv' | 'kindOf' | 'item'> &
  Partial<Pick<PublicSection, 'anchor' | 'kindOf'>>;
/** An older section's public shape, its key, editor kinds, place in the CV and item schema kept in its type. */
const styled = <
  const Key extends string,
  const Kinds extends readonly SectionKind[],
  Item extends v.GenericSchema,
  const Cv extends boolean = true,
>(
  section: Styled & { key: Key; kinds: Kinds; item: Item; cv?: Cv },
) =>
  ({
    anchor: anchorOf(section.key),
    cv: true,
    kindOf: () => section.kinds[0] ?? section.key,
    ...section,
  }) as PublicSection & { key: Key; kinds: Kinds; item: Item; cv: Cv };

/** "groupExhibitions" -> "group-exhibitions". */
const anchorOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const socialMedia = styled({
  key: 'socialMedia',
  label: 'Social media',
  kinds: ['socialMedia'],
  fields: labelled(['platform', 'Platform'], ['username', 'Username']),
  item: v.object({ id: entryId, platform: text, username: text }),
  yearField: null,
  cv: false,
  entriesOf: (draft) => draft.socialMedia.map((s) => pick(s, ['id', 'platform', 'username'])),
});
const education = styled({
  key: 'education',
  label: 'Education',
  kinds: ['education'],
  fields: labelled(
    ['institution', 'Institution'],
    ['degree', 'Degree'],
    ['years', 'Years'],
    ['notes', 'Notes'],
  ),
  item: v.object({ id: entryId, institution: text, degree: text, years: text, notes: nullableText }),
  yearField: 'years',
  entriesOf: (draft) =>
    mostRecentFirst(draft.education, (e) => e.years).map((e) =>
      pick(e, ['id', 'institution', 'degree', 'years', 'notes']),
    ),
});
const grants = styled({
  key: 'grants',
  label: 'Grants, Awards & Fellowships',
  anchor: 'grants-awards-fellowships',
  kinds: ['awards', 'grants'],
  fields: labelled(['name', 'Name'], ['grantor', 'Grantor'], ['year', 'Year'], ['notes', 'Notes']),
  item: v.object({
    id: entryId,
    name: text,
    grantor: text,
    year: text,
    notes: nullableText,
    /** 'award', 'grant' or 'fellowship'. */
    type: extra,
    location: extra,
    duration: extra,
    amount: extra,
  }),
  yearField: 'year',
  kindOf: (entry) => ((entry as { type?: unknown }).type === 'award' ? 'awards' : 'grants'),
  entriesOf: (draft) =>
    byYear([
      ...draft.awards.map((a) => ({
        id: a.id,
        name: a.name,
        grantor: a.presenter,
        year: a.year,
        notes: a.notes,
        type: 'award',
        location: null,
        duration: null,
        amount: null,
      })),
      ...draft.grants
        .filter((g) => g.type !== 'residency')
        .map((g) => ({
          id: g.id,
          name: g.name,
          grantor: g.organization,
          year: g.year,
          notes: g.description,
          type: g.type,
          location: g.location,
          duration: g.duration,
          amount: g.amount,
        })),
    ]),
});
const collections = styled({
  key: 'collections',
  label: 'Collections',
  kinds: ['collections'],
  fields: labelled(['name', 'Name'], ['type', 'Type'], ['year', 'Year']),
  item: v.object({
    id: entryId,
    name: text,
    type: text,
    year: nullableText,
    location: extra,
    workTitle: extra,
    notes: extra,
  }),
  yearField: 'year',
  entriesOf: (draft) =>
    byYear(draft.collections).map((c) =>
      pick(c, ['id', 'name', 'type', 'year', 'location', 'workTitle', 'notes']),
    ),
});
const exhibitions = <K extends 'soloExhibitions' | 'groupExhibitions'>(key: K, label: string) =>
  styled({
    key,
    label,
    kinds: [key],
    fields: EXHIBITION,
    item: v.object({ id: entryId, title: text, venue: text, city: text, year: text, notes: nullableText }),
    yearField: 'year',
    entriesOf: (draft) =>
      byYear(draft[key]).map((e) => pick(e, ['id', 'title', 'venue', 'city', 'year', 'notes'])),
  });
const residencies = styled({
  key: 'residencies',
  label: 'Residencies',
  kinds: ['grants'],
  fields: labelled(['program', 'Program'], ['host', 'Host'], ['duration', 'Duration'], ['year', 'Year']),
  item: v.object({
    id: entryId,
    program: text,
    host: text,
    duration: nullableText,
    year: text,
    location: extra,
    amount: extra,
    notes: extra,
  }),
  yearField: 'year',
  entriesOf: (draft) =>
    byYear(
      draft.grants
        .filter((g) => g.type === 'residency')
        .map((g) => ({
          id: g.id,
          program: g.name,
          host: g.organization,
          duration: g.duration,
          year: g.year,
          location: g.location,
          amount: g.amount,
          notes: g.description,
        })),
    ),
});
const commissions = styled({
  key: 'commissions',
  label: 'Commissions & Public Works',
  kinds: ['commissions'],
  fields: labelled(
    ['title', 'Title'],
    ['commissioner', 'Commissioner'],
    ['description', 'Description'],
    ['year', 'Year'],
  ),
  item: v.object({
    id: entryId,
    title: text,
    commissioner: nullableText,
    description: nullableText,
    year: nullableText,
  }),
  yearField: 'year',
  entriesOf: (draft) =>
    byYear(draft.commissions).map((c) => pick(c, ['id', 'title', 'commissioner', 'description', 'year'])),
});
const publications = styled({
  key: 'publications',
  label: 'Publications & Press',
  kinds: ['bibliography'],
  fields: labelled(['title', 'Title'], ['author', 'Author'], ['year', 'Year'], ['link', 'Link']),
  item: v.object({
    id: entryId,
    title: text,
    author: nullableText,
    year: text,
    link: nullableText,
    /** Article, review, interview, catalog, book or web. */
    type: extra,
    publication: extra,
    pages: extra,
    notes: extra,
  }),
  yearField: 'year',
  entriesOf: (draft) =>
    byYear(
      draft.bibliography.map((b) => ({
        id: b.id,
        title: b.title,
        author: b.author,
        year: b.year,
        link: b.url,
        type: b.type,
        publication: b.publication,
        pages: b.pages,
        notes: b.notes,
      })),
    ),
});
const teaching = styled({
  key: 'teaching',
  label: 'Teaching & Lectures',
  kinds: ['teaching'],
  fields: labelled(['role', 'Role'], ['institution', 'Institution'], ['year', 'Year']),
  item: v.object({ id: entryId, role: text, institution: text, year: nullableText }),
  yearField: 'year',
  entriesOf: (draft) => byYear(draft.teaching).map((t) => pick(t, ['id', 'role', 'institution', 'year'])),
});
const affiliations = styled({
  key: 'affiliations',
  label: 'Affiliations & Memberships',
  kinds: ['affiliations'],
  fields: labelled(['name', 'Name'], ['type', 'Type'], ['duration', 'Duration']),
  item: v.object({ id: entryId, name: text, type: nullableText, duration: nullableText }),
  yearField: 'duration',
  entriesOf: (draft) =>
    mostRecentFirst(draft.affiliations, (a) => a.duration).map((a) =>
      pick(a, ['id', 'name', 'type', 'duration']),
    ),
});
const works = styled({
  key: 'works',
  label: 'Selected Works',
  kinds: ['works'],
  fields: labelled(
    ['title', 'Title'],
    ['medium', 'Medium'],
    ['dimensions', 'Dimensions'],
    ['year', 'Year'],
    ['exhibition', 'Exhibition'],
    ['imageUrl', 'Image', 'image'],
  ),
  item: v.object({
    id: entryId,
    title: text,
    medium: text,
    dimensions: nullableText,
    year: text,
    imageUrl: text,
    exhibition: nullableText,
    // The stored image's size in pixels (any variant has its ratio), when the image is an upload: the page
    // reserves the work's shape before the image arrives. Versions published before it was kept lack it.
    imageWidth: v.optional(v.number()),
    imageHeight: v.optional(v.number()),
  }),
  yearField: 'year',
  cv: false,
  // Works are a selection the artist arranges: their order, as set in the editor.
  entriesOf: (draft) =>
    draft.works.map((w) =>
      pick(w, ['id', 'title', 'medium', 'dimensions', 'year', 'imageUrl', 'exhibition']),
    ),
});
const galleryItems = styled({
  key: 'galleryItems',
  label: 'Gallery',
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
  entriesOf: (draft) => draft.galleryItems,
});

const soloExhibitions = exhibitions('soloExhibitions', 'Solo Exhibitions');
const groupExhibitions = exhibitions('groupExhibitions', 'Group Exhibitions');

/**
 * The older sections, their public shape their own (written above), in the page's order: the sections read from
 * their definition come after their CV sections, before the works and the gallery (`PUBLIC_PAGE_SECTIONS`).
 */
const STYLED_SECTIONS = [
  socialMedia,
  soloExhibitions,
  groupExhibitions,
  commissions,
  residencies,
  grants,
  collections,
  publications,
  education,
  teaching,
  affiliations,
  works,
  galleryItems,
] as const;
type StyledSection = (typeof STYLED_SECTIONS)[number];
/** The editor sections the older public sections draw from. */
type StyledSectionKind = StyledSection['kinds'][number];
/** The keys of the older CV sections on the published artist ("publications", "residencies"...). */
export type StyledCvSectionKey = Extract<StyledSection, { cv: true }>['key'];
/** The CV sections read from their definition alone: every kind of SECTIONS no older public section draws from. */
export type GenericSectionKind = Exclude<SectionKind, StyledSectionKind>;
const STYLED_KINDS = new Set<string>(STYLED_SECTIONS.flatMap((section) => section.kinds));
export const GENERIC_SECTION_KINDS = SECTION_KINDS.filter(
  (kind): kind is GenericSectionKind => !STYLED_KINDS.has(kind),
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
  ...STYLED_SECTIONS.slice(0, STYLED_SECTIONS.indexOf(works)),
  ...GENERIC_PUBLIC_SECTIONS,
  ...STYLED_SECTIONS.slice(STYLED_SECTIONS.indexOf(works)),
];

type ListOf<S extends v.GenericSchema> = v.ArraySchema<S, undefined>;
/** A generic section's list: a version published before the section existed lacks it. */
type OptionalList = v.OptionalSchema<ListOf<v.GenericSchema<Record<string, unknown>>>, readonly []>;
/** The section lists of the published artist, each its section's item schema, keyed as the page's sections. */
export type PublicSectionLists = { [S in StyledSection as S['key']]: ListOf<S['item']> } & {
  [K in GenericSectionKind]: OptionalList;
};

/** The published artist's section lists in the page's order (the older sections' required, the others optional). */
export const PUBLIC_SECTION_LISTS = Object.fromEntries(
  PUBLIC_PAGE_SECTIONS.map((section) => [
    section.key,
    section.definition ? v.optional(v.array(section.item), []) : v.array(section.item),
  ]),
) as unknown as PublicSectionLists;
