// CV documents: the sections a CV or portfolio shows, in which order, and how (options of a selection).
import * as v from 'valibot';
import { PUBLIC_PAGE_SECTIONS, type GenericSectionKind, type StyledCvSectionKey } from './public-sections.ts';

/** A CV document's section: an older section by its key on the published artist, any other by its kind. */
export type CvDocSection = StyledCvSectionKey | GenericSectionKind;
/** The document's sections in the default order: the CV's one order, `PUBLIC_PAGE_SECTIONS`'s. */
export const CV_DOC_SECTIONS = PUBLIC_PAGE_SECTIONS.filter((s) => s.cv).map(
  (s) => s.key,
) as readonly string[] as [CvDocSection, ...CvDocSection[]];

const docSection = (key: CvDocSection) => PUBLIC_PAGE_SECTIONS.find((s) => s.key === key)!;

/** Section headings of the CV ("Selected <title>" when only some entries are shown). */
export const CV_DOC_SECTION_TITLES = Object.fromEntries(
  CV_DOC_SECTIONS.map((key) => [key, docSection(key).label]),
) as Record<CvDocSection, string>;

export const CV_PAGE_SIZES = ['A4', 'Letter'] as const;
export type CvPageSize = (typeof CV_PAGE_SIZES)[number];
export const CV_HEADING_STYLES = ['selected', 'plain'] as const;
export type CvHeadingStyle = (typeof CV_HEADING_STYLES)[number];

/** What a CV document shows. `entries` / `works` null = every public entry / work. */
export const cvOptions = v.object({
  /** The artist's order; entries are `"<editor section kind>:<id>"`, e.g. `"awards:12"`. */
  sections: v.array(
    v.object({
      section: v.picklist(CV_DOC_SECTIONS),
      entries: v.nullable(v.array(v.string())),
    }),
  ),
  works: v.nullable(v.array(v.number())),
  includeContact: v.boolean(),
  includeStatement: v.boolean(),
  pageSize: v.picklist(CV_PAGE_SIZES),
  headingStyle: v.picklist(CV_HEADING_STYLES),
});
export type CvOptions = v.InferOutput<typeof cvOptions>;

/** Every section in the default order with all its public entries, all public works, contact, no statement, A4. */
export const DEFAULT_CV_OPTIONS: CvOptions = {
  sections: CV_DOC_SECTIONS.map((section) => ({ section, entries: null })),
  works: null,
  includeContact: true,
  includeStatement: false,
  pageSize: 'A4',
  headingStyle: 'selected',
};

// ---- Saved selections (/api/my-profile/cv-selections) ----

export const CV_SELECTION_NAME_MAX = 80;
/** Bounds on one selection, so a body cannot grow without limit: entries per section, works, and the body. */
export const CV_SELECTION_MAX_ENTRIES = 500;
const MAX_CHOSEN = CV_SELECTION_MAX_ENTRIES;
/** An entry ref is "<kind>:<id>": a kind's name and an id of at most ten digits. */
const MAX_REF_LENGTH = 48;
export const CV_SELECTION_MAX_BODY_BYTES = 256 * 1024;
/** Selections one artist keeps at most, so their number (and the list that answers them all) stays bounded. */
export const CV_SELECTIONS_MAX = 100;

export const CvSelectionMessages = {
  name: `Enter a name for the selection (1-${CV_SELECTION_NAME_MAX} characters)`,
  nameLine: 'The selection name must be one line',
  nameTaken: 'A selection with this name already exists',
  noSections: 'Choose at least one section',
  unknownSections: (sections: readonly string[]) => `Unknown sections: ${sections.join(', ')}`,
  repeatedSections: (sections: readonly string[]) =>
    `Each section can be chosen once: ${sections.join(', ')}`,
  /** Entries that are not the artist's, whether missing or another artist's (which the answer must not confirm). */
  unknownEntries: (refs: readonly string[]) => `Unknown entries: ${refs.join(', ')}`,
  entries: `Entries are a list like ["awards:12"] of at most ${CV_SELECTION_MAX_ENTRIES} per section, or null for every public entry`,
  works: 'Works are a list of work ids, or null for every public work',
  pageSize: `Choose a page size: ${CV_PAGE_SIZES.join(' or ')}`,
  headingStyle: `Choose a heading style: ${CV_HEADING_STYLES.join(' or ')}`,
  flag: 'Must be true or false',
  notFound: 'Selection not found',
  tooManySaves: 'Too many saves of selections. Please wait a moment and try again.',
  tooManySelections: `You can keep at most ${CV_SELECTIONS_MAX} selections. Delete one you no longer need, then save this one.`,
} as const;
const S = CvSelectionMessages;

const isDocSection = (name: string): name is CvDocSection =>
  (CV_DOC_SECTIONS as readonly string[]).includes(name);

/** Which editor sections each document section draws its entries from (refs are `"<editor kind>:<id>"`). */
export const CV_DOC_SECTION_KINDS = Object.fromEntries(
  CV_DOC_SECTIONS.map((key) => [key, docSection(key).kinds]),
) as Record<CvDocSection, readonly string[]>;

/** `"awards:12"` -> { kind: 'awards', id: 12 }; null when it is not of that form. */
export function parseEntryRef(ref: string): { kind: string; id: number } | null {
  const match = /^([a-zA-Z]+):([1-9]\d{0,9})$/.exec(ref);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1]!, id } : null;
}

const chosenSection = v.object({
  // Any text here, so an unknown section is answered by name (below) rather than with a generic message.
  section: v.string(S.unknownSections(['(not text)'])),
  entries: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string(S.entries), v.maxLength(MAX_REF_LENGTH, S.entries)), S.entries),
        v.maxLength(MAX_CHOSEN, S.entries),
      ),
    ),
    null,
  ),
});

const sectionsField = v.pipe(
  v.array(chosenSection, S.noSections),
  v.maxLength(CV_DOC_SECTIONS.length * 2, S.noSections),
  v.check((list) => list.length > 0, S.noSections),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const names = dataset.value.map((s) => s.section);
    const unknown = names.filter((n) => !isDocSection(n));
    if (unknown.length > 0) {
      addIssue({ message: S.unknownSections([...new Set(unknown)]) });
      return;
    }
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length > 0) addIssue({ message: S.repeatedSections([...new Set(repeated)]) });
  }),
  v.transform((list) => list as CvOptions['sections']),
);

const worksField = v.nullable(
  v.pipe(
    v.array(v.pipe(v.number(S.works), v.integer(S.works), v.minValue(1, S.works)), S.works),
    v.maxLength(MAX_CHOSEN, S.works),
  ),
);

const nameField = v.pipe(
  v.string(S.name),
  v.trim(),
  v.nonEmpty(S.name),
  v.maxLength(CV_SELECTION_NAME_MAX, S.name),
  v.check((s) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s), S.nameLine),
);

const optionFields = {
  sections: sectionsField,
  works: worksField,
  includeContact: v.boolean(S.flag),
  includeStatement: v.boolean(S.flag),
  pageSize: v.picklist(CV_PAGE_SIZES, S.pageSize),
  headingStyle: v.picklist(CV_HEADING_STYLES, S.headingStyle),
};

/** Body of POST /api/my-profile/cv-selections: a name and the sections; other options default as DEFAULT_CV_OPTIONS. */
export const cvSelectionInput = v.object({
  name: nameField,
  // Missing is the same fault as empty: nothing chosen.
  sections: v.optional(optionFields.sections, []),
  works: v.optional(optionFields.works, null),
  includeContact: v.optional(optionFields.includeContact, DEFAULT_CV_OPTIONS.includeContact),
  includeStatement: v.optional(optionFields.includeStatement, DEFAULT_CV_OPTIONS.includeStatement),
  pageSize: v.optional(optionFields.pageSize, DEFAULT_CV_OPTIONS.pageSize),
  headingStyle: v.optional(optionFields.headingStyle, DEFAULT_CV_OPTIONS.headingStyle),
});
export type CvSelectionInput = v.InferOutput<typeof cvSelectionInput>;
export type CvSelectionForm = v.InferInput<typeof cvSelectionInput>;

/** Body of PATCH /api/my-profile/cv-selections/:id: the fields sent replace the saved ones. */
export const cvSelectionPatch = v.partial(v.object({ name: nameField, ...optionFields }));
export type CvSelectionPatch = v.InferOutput<typeof cvSelectionPatch>;

/** A saved selection: its name and the options of the documents it makes. */
export const cvSelection = v.object({
  id: v.number(),
  name: v.string(),
  ...cvOptions.entries,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type CvSelection = v.InferOutput<typeof cvSelection>;

/** The options part of a selection. */
export function optionsOf(selection: CvOptions): CvOptions {
  return {
    sections: selection.sections.map((s) => ({ section: s.section, entries: s.entries })),
    works: selection.works,
    includeContact: selection.includeContact,
    includeStatement: selection.includeStatement,
    pageSize: selection.pageSize,
    headingStyle: selection.headingStyle,
  };
}
