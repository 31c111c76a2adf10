import {
  BIBLIOGRAPHY_TYPE_LABELS,
  BIBLIOGRAPHY_TYPES,
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  EDITOR_SOCIAL_PLATFORMS,
  EditorMessages,
  GRANT_TYPE_LABELS,
  GRANT_TYPES,
  SOCIAL_PLATFORM_LABELS,
  type SectionKind,
} from '@oeuvre/contract';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'url' | 'image';
  required?: boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export interface SectionSpec {
  /** What one entry is called: 'Add award', 'Edit award'. */
  noun: string;
  fields: FieldSpec[];
  /** First line and second line of a saved entry. */
  summary: (item: Record<string, unknown>) => { primary: string; secondary: string; image?: string };
  empty: string;
  /** The public page lists the section most recent first (the artist's order decides ties only). */
  datedOrder?: boolean;
  saveFailed: string;
  deleteFailed: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const join = (...parts: unknown[]) => parts.map(text).filter((p) => p.trim()).join(', ');

const year: FieldSpec = { name: 'year', label: 'Year', required: true, placeholder: '2024' };
const notes: FieldSpec = { name: 'notes', label: 'Notes', kind: 'textarea', wide: true };
const exhibitionFields: FieldSpec[] = [
  { name: 'title', label: 'Title', required: true, wide: true },
  { name: 'venue', label: 'Venue', required: true },
  { name: 'city', label: 'City', required: true },
  year,
  notes,
];
const exhibitionSummary = (i: Record<string, unknown>) => ({ primary: text(i.title), secondary: join(i.venue, i.city, i.year) });

/** The editor form of every CV section: fields in reading order, how a saved entry reads, the spec's messages. */
export const SECTION_SPECS: Record<SectionKind, SectionSpec> = {
  socialMedia: {
    noun: 'social media link',
    fields: [
      { name: 'platform', label: 'Platform', kind: 'select', required: true, options: options(EDITOR_SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS) },
      { name: 'username', label: 'Username or URL', required: true, placeholder: '@yourname or https://…' },
    ],
    summary: (i) => ({ primary: SOCIAL_PLATFORM_LABELS[i.platform as keyof typeof SOCIAL_PLATFORM_LABELS] ?? text(i.platform), secondary: text(i.username) }),
    empty: EditorMessages.empty.socialMedia,
    saveFailed: EditorMessages.socialMedia.addFailed,
    deleteFailed: EditorMessages.socialMedia.removeFailed,
  },
  education: {
    noun: 'education',
    fields: [
      { name: 'institution', label: 'Institution', required: true, wide: true },
      { name: 'degree', label: 'Degree', required: true, placeholder: 'MFA, Painting' },
      { name: 'years', label: 'Years', required: true, placeholder: '2016-2018' },
      notes,
    ],
    summary: (i) => ({ primary: text(i.degree), secondary: join(i.institution, i.years) }),
    empty: EditorMessages.empty.education,
    datedOrder: true,
    saveFailed: EditorMessages.education.addFailed,
    deleteFailed: EditorMessages.education.removeFailed,
  },
  soloExhibitions: {
    noun: 'solo exhibition',
    fields: exhibitionFields,
    summary: exhibitionSummary,
    empty: EditorMessages.empty.soloExhibitions,
    datedOrder: true,
    saveFailed: EditorMessages.soloExhibitions.addFailed,
    deleteFailed: EditorMessages.soloExhibitions.removeFailed,
  },
  groupExhibitions: {
    noun: 'group exhibition',
    fields: exhibitionFields,
    summary: exhibitionSummary,
    empty: EditorMessages.empty.groupExhibitions,
    datedOrder: true,
    saveFailed: EditorMessages.groupExhibitions.addFailed,
    deleteFailed: EditorMessages.groupExhibitions.removeFailed,
  },
  works: {
    noun: 'work',
    fields: [
      { name: 'imageUrl', label: 'Image', kind: 'image', required: true, wide: true },
      { name: 'title', label: 'Title', required: true, wide: true },
      { name: 'medium', label: 'Medium', required: true, placeholder: 'Oil on linen' },
      { name: 'dimensions', label: 'Dimensions', placeholder: '120 x 90 cm' },
      year,
      { name: 'exhibition', label: 'Exhibition' },
    ],
    summary: (i) => ({ primary: text(i.title), secondary: join(i.medium, i.dimensions, i.year), image: text(i.imageUrl) }),
    empty: EditorMessages.empty.works,
    saveFailed: EditorMessages.works.addFailed,
    deleteFailed: EditorMessages.works.removeFailed,
  },
  awards: {
    noun: 'award',
    fields: [
      { name: 'name', label: 'Award name', required: true, wide: true },
      { name: 'presenter', label: 'Presenter/Organization', required: true },
      year,
      notes,
    ],
    summary: (i) => ({ primary: text(i.name), secondary: join(i.presenter, i.year) }),
    empty: EditorMessages.empty.awards,
    datedOrder: true,
    saveFailed: EditorMessages.awards.saveFailed,
    deleteFailed: EditorMessages.awards.deleteFailed,
  },
  grants: {
    noun: 'grant',
    fields: [
      { name: 'type', label: 'Type', kind: 'select', required: true, options: options(GRANT_TYPES, GRANT_TYPE_LABELS) },
      { name: 'name', label: 'Name', required: true },
      { name: 'organization', label: 'Organization', required: true },
      year,
      { name: 'amount', label: 'Amount' },
      { name: 'location', label: 'Location' },
      { name: 'duration', label: 'Duration', placeholder: '3 months' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    summary: (i) => ({
      primary: text(i.name),
      secondary: join(GRANT_TYPE_LABELS[i.type as keyof typeof GRANT_TYPE_LABELS], i.organization, i.year),
    }),
    empty: EditorMessages.empty.grants,
    datedOrder: true,
    saveFailed: EditorMessages.grants.saveFailed,
    deleteFailed: EditorMessages.grants.deleteFailed,
  },
  collections: {
    noun: 'collection',
    fields: [
      { name: 'type', label: 'Type', kind: 'select', options: options(COLLECTION_TYPES, COLLECTION_TYPE_LABELS) },
      { name: 'name', label: 'Collection name', required: true },
      { name: 'location', label: 'Location' },
      { name: 'year', label: 'Year acquired' },
      { name: 'workTitle', label: 'Work title' },
      notes,
    ],
    summary: (i) => ({
      primary: text(i.name),
      secondary: join(COLLECTION_TYPE_LABELS[i.type as keyof typeof COLLECTION_TYPE_LABELS], i.location, i.year),
    }),
    empty: EditorMessages.empty.collections,
    datedOrder: true,
    saveFailed: EditorMessages.collections.saveFailed,
    deleteFailed: EditorMessages.collections.deleteFailed,
  },
  bibliography: {
    noun: 'publication',
    fields: [
      { name: 'type', label: 'Type', kind: 'select', options: options(BIBLIOGRAPHY_TYPES, BIBLIOGRAPHY_TYPE_LABELS) },
      { name: 'title', label: 'Title', required: true },
      { name: 'publication', label: 'Publication', required: true },
      { name: 'author', label: 'Author' },
      year,
      { name: 'pages', label: 'Pages' },
      { name: 'url', label: 'Link', kind: 'url', placeholder: 'https://…' },
      notes,
    ],
    summary: (i) => ({ primary: text(i.title), secondary: join(i.publication, i.author, i.year) }),
    empty: EditorMessages.empty.bibliography,
    datedOrder: true,
    saveFailed: EditorMessages.bibliography.saveFailed,
    deleteFailed: EditorMessages.bibliography.deleteFailed,
  },
  commissions: {
    noun: 'commission',
    fields: [
      { name: 'title', label: 'Title', required: true, wide: true },
      { name: 'commissioner', label: 'Commissioner' },
      { name: 'year', label: 'Year' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    summary: (i) => ({ primary: text(i.title), secondary: join(i.commissioner, i.year) }),
    empty: EditorMessages.empty.commissions,
    datedOrder: true,
    saveFailed: EditorMessages.commissions.saveFailed,
    deleteFailed: EditorMessages.commissions.deleteFailed,
  },
  teaching: {
    noun: 'teaching position',
    fields: [
      { name: 'role', label: 'Role', required: true, placeholder: 'Visiting lecturer' },
      { name: 'institution', label: 'Institution', required: true },
      { name: 'year', label: 'Year' },
    ],
    summary: (i) => ({ primary: text(i.role), secondary: join(i.institution, i.year) }),
    empty: EditorMessages.empty.teaching,
    datedOrder: true,
    saveFailed: EditorMessages.teaching.saveFailed,
    deleteFailed: EditorMessages.teaching.deleteFailed,
  },
  affiliations: {
    noun: 'affiliation',
    fields: [
      { name: 'name', label: 'Name', required: true, wide: true },
      { name: 'type', label: 'Type', placeholder: 'Member, board, collective' },
      { name: 'duration', label: 'Duration', placeholder: '2019-present' },
    ],
    summary: (i) => ({ primary: text(i.name), secondary: join(i.type, i.duration) }),
    empty: EditorMessages.empty.affiliations,
    datedOrder: true,
    saveFailed: EditorMessages.affiliations.saveFailed,
    deleteFailed: EditorMessages.affiliations.deleteFailed,
  },
};

/** The values a new entry's form starts with: blank text, and the first option of each list. */
export function blankValues(spec: SectionSpec): Record<string, string> {
  return Object.fromEntries(spec.fields.map((f) => [f.name, f.kind === 'select' ? (f.options?.[0]?.value ?? '') : '']));
}

/** A saved entry as form values (null becomes blank). */
export function valuesOf(spec: SectionSpec, item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(spec.fields.map((f) => [f.name, text(item[f.name])]));
}
