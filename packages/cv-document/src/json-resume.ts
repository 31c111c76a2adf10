// The CV as JSON Resume 1.0.0: the entries a document shows (same selection rules), in the schema's sections. Where
// each older section goes is declared with its public shape (`resume`: exhibitions, commissions, residencies and collections are
// `projects` with a `type`, teaching is `work`, affiliations `volunteer`). A section read from its definition is
// `projects` too, typed with what one entry is called ("talk"): the schema's root takes no sections of its own.
import {
  clean,
  datesOf,
  httpUrlOrEmpty as url,
  DISCIPLINE_LABELS,
  SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  readEntry,
  socialLink,
  type CvOptions,
  type JsonResume,
  type ResumeList,
} from '@oeuvre/contract';
import { buildCvDocument } from './build.ts';
import { publicIn, type CvSource, type CvSourceSection } from './source.ts';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The present text fields only (JSON Resume leaves out what is unknown). */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value != null,
    ),
  ) as Partial<T>;
}

export type JsonResumeContext = {
  /** Absolute URL of the artist's public page (meta.canonical), when published. */
  pageUrl?: string | null;
  /** The site's origin, to make stored image paths absolute. */
  origin: string;
};

/**
 * JSON Resume of a source with the CV options' sections and entries (private entries only when named, as in the CV):
 * each section's entries in the CV's order, in the list its public shape names (`resume`); a section read from its
 * definition as projects.
 */
export function toJsonResume(source: CvSource, options: CvOptions, context: JsonResumeContext): JsonResume {
  const cv = buildCvDocument(source, options);
  const { profile } = source;
  /** A section's entries the CV shows, in the CV's order. */
  const shown = ({ section, entries }: CvSourceSection): Record<string, unknown>[] => {
    const byRef = new Map<string, Record<string, unknown>>(entries.map((e) => [e.ref, e.entry]));
    return cv.sections
      .filter((s) => s.key === section.key)
      .flatMap((s) => s.entries.map((e) => byRef.get(e.ref)))
      .filter((entry) => entry !== undefined);
  };
  const image = profile.profileImageUrl?.startsWith('/')
    ? new URL(profile.profileImageUrl, context.origin).href
    : url(profile.profileImageUrl);

  /** A section read from its definition: each entry as it reads in the CV, a project of the section's kind. */
  const projectsOf = (listed: CvSourceSection) => {
    const { definition, yearField } = listed.section;
    if (!definition) return [];
    const link = Object.keys(definition.fields).find(
      (name) => definition.fields[name]!.editor.kind === 'url',
    );
    return shown(listed).map((item) => {
      const { name, rest, details } = readEntry(definition, item);
      const dates = datesOf(yearField ? (item[yearField] as string | null) : null);
      // The link is the project's url, not part of its description.
      const address = link ? clean(item[link] as string | null) : '';
      return {
        name: clean(name),
        type: definition.noun,
        description: rest
          .map(clean)
          .filter((value) => value && value !== address)
          .join(', '),
        startDate: dates.start,
        endDate: dates.end,
        highlights: clean(details) ? [clean(details)] : [],
        url: link ? url(item[link] as string | null) : '',
      };
    });
  };

  const lists: Record<ResumeList, Record<string, unknown>[]> = {
    education: [],
    awards: [],
    publications: [],
    projects: [],
    work: [],
    volunteer: [],
  };
  for (const listed of source.sections.filter((s) => s.section.cv)) {
    const { resume } = listed.section;
    if (resume) lists[resume.list].push(...shown(listed).map((e) => resume.entry(e as never)));
    else lists.projects.push(...projectsOf(listed));
  }
  const written = (list: ResumeList) => lists[list].map(present);

  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: present({
      name: cv.name,
      label: profile.disciplines.map((d) => DISCIPLINE_LABELS[d]).join(', '),
      image,
      email: cv.contact?.email ?? '',
      url: url(cv.contact?.website),
      summary: clean(profile.artistStatement),
      location: present({ city: clean(profile.city), region: clean(profile.country) }),
      profiles: publicIn(source, 'socialMedia').map((s) =>
        present({
          network: SOCIAL_PLATFORM_LABELS[SOCIAL_PLATFORMS.find((p) => p === s.platform) ?? 'other'],
          username: clean(s.username),
          url: socialLink(s) ?? '',
        }),
      ),
    }) as JsonResume['basics'],
    education: written('education'),
    awards: written('awards'),
    publications: written('publications'),
    projects: written('projects'),
    work: written('work'),
    volunteer: written('volunteer'),
    meta: present({
      canonical: context.pageUrl ?? '',
      version: 'v1.0.0',
      lastModified: source.date,
    }),
  } as JsonResume;
}
