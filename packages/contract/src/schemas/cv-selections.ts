// CV documents: the sections a CV or portfolio shows, in which order, and how (options of a selection).
import * as v from 'valibot';

/** The document's sections (the public page's section keys), in the default order. */
export const CV_DOC_SECTIONS = [
  'soloExhibitions',
  'groupExhibitions',
  'education',
  'residencies',
  'grants',
  'collections',
  'commissions',
  'publications',
  'teaching',
  'affiliations',
] as const;
export type CvDocSection = (typeof CV_DOC_SECTIONS)[number];

/** Section headings of the CV ("Selected <title>" when only some entries are shown). */
export const CV_DOC_SECTION_TITLES: Record<CvDocSection, string> = {
  soloExhibitions: 'Solo Exhibitions',
  groupExhibitions: 'Group Exhibitions',
  education: 'Education',
  residencies: 'Residencies',
  grants: 'Grants Awards Fellowships',
  collections: 'Collections',
  commissions: 'Commissions & Public Works',
  publications: 'Publications & Press',
  teaching: 'Teaching & Lectures',
  affiliations: 'Affiliations & Memberships',
};

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
