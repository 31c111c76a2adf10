// The CV as JSON Resume 1.0.0: the entries a document shows (same selection rules), in the schema's sections.
// Exhibitions, commissions, residencies and collections have no type of their own there: they are `projects` with a
// `type` ("solo exhibition", ...); teaching is `work`, affiliations `volunteer`. A section read from its definition
// (one the mapping below does not name) is `projects` too, typed with what one entry is called ("talk"): the schema's
// root takes no sections of its own.
import {
  DISCIPLINE_LABELS,
  SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  isHttpUrl,
  readEntry,
  socialLink,
  type CvOptions,
  type JsonResume,
  type PublicSectionKey,
} from '@oeuvre/contract';
import { buildCvDocument } from './build.ts';
import { entriesIn, type CvSource, type CvSourceSection } from './source.ts';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The present text fields only (JSON Resume leaves out what is unknown). */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value != null,
    ),
  ) as Partial<T>;
}
const joined = (...parts: (string | null | undefined)[]) => parts.map(clean).filter(Boolean).join('. ');
const url = (value: string | null | undefined) => (value && isHttpUrl(value.trim()) ? value.trim() : '');

/** ISO 8601 years of a year as typed: "2015-2017" -> 2015 and 2017, "c. 1990" -> 1990, "2016-present" -> 2016. */
export function datesOf(text: string | null | undefined): { start: string; end: string } {
  const years = [...clean(text).matchAll(/\b([12]\d{3})\b/g)].map((m) => m[1]!);
  const start = years[0] ?? '';
  const end = years.length > 1 ? years.at(-1)! : '';
  return { start, end };
}

export type JsonResumeContext = {
  /** Absolute URL of the artist's public page (meta.canonical), when published. */
  pageUrl?: string | null;
  /** The site's origin, to make stored image paths absolute. */
  origin: string;
};

/**
 * JSON Resume of a source with the CV options' sections and entries (private entries only when named, as in the CV).
 */
export function toJsonResume(source: CvSource, options: CvOptions, context: JsonResumeContext): JsonResume {
  const cv = buildCvDocument(source, options);
  const { profile } = source;
  /** A section's entries the CV shows, in the CV's order. */
  const shown = <K extends PublicSectionKey>(key: K) => {
    const byRef = new Map(entriesIn(source, key).map((e) => [e.ref, e.entry]));
    return cv.sections
      .filter((s) => s.key === key)
      .flatMap((s) => s.entries.flatMap((e) => byRef.get(e.ref) ?? []));
  };
  const image = profile.profileImageUrl?.startsWith('/')
    ? new URL(profile.profileImageUrl, context.origin).href
    : url(profile.profileImageUrl);

  const exhibitions = (key: 'soloExhibitions' | 'groupExhibitions', type: string) =>
    shown(key).map((e) =>
      present({
        name: clean(e.title),
        type,
        entity: clean(e.venue),
        description: [clean(e.venue), clean(e.city)].filter(Boolean).join(', '),
        startDate: datesOf(e.year).start,
        endDate: datesOf(e.year).end,
        highlights: clean(e.notes) ? [clean(e.notes)] : [],
        keywords: [clean(e.city)].filter(Boolean),
      }),
    );

  /** A section read from its definition: each entry as it reads in the CV, a project of the section's kind. */
  const projectsOf = ({ section }: CvSourceSection) => {
    const { definition, yearField } = section;
    if (!definition) return [];
    const link = Object.keys(definition.fields).find((name) => definition.fields[name]!.editor.kind === 'url');
    return shown(section.key as PublicSectionKey).map((entry) => {
      const item = entry as Record<string, unknown>;
      const { name, rest, details } = readEntry(definition, item);
      const dates = datesOf(yearField ? (item[yearField] as string | null) : null);
      // The link is the project's url, not part of its description.
      const address = link ? clean(item[link] as string | null) : '';
      return present({
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
      });
    });
  };

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
      profiles: entriesIn(source, 'socialMedia')
        .filter((s) => !s.private)
        .map(({ entry: s }) => {
          const platform = SOCIAL_PLATFORMS.find((p) => p === s.platform) ?? 'other';
          return present({
            network: SOCIAL_PLATFORM_LABELS[platform],
            username: clean(s.username),
            url: socialLink(s) ?? '',
          });
        }),
    }) as JsonResume['basics'],
    education: shown('education').map((e) =>
      present({
        institution: clean(e.institution),
        studyType: clean(e.degree),
        area: clean(e.notes),
        startDate: datesOf(e.years).start,
        endDate: datesOf(e.years).end,
      }),
    ),
    // Awards, grants and fellowships: the page's one section.
    awards: shown('grants').map((g) =>
      present({
        title: clean(g.name),
        awarder: clean(g.grantor),
        date: datesOf(g.year).start,
        // An award says its notes; a grant or fellowship its kind, place, term and amount first.
        summary:
          g.type === 'grant' || g.type === 'fellowship'
            ? joined(g.type === 'fellowship' ? 'Fellowship' : 'Grant', g.location, g.duration, g.amount, g.notes)
            : clean(g.notes),
      }),
    ),
    publications: shown('publications').map((p) =>
      present({
        name: clean(p.title),
        publisher: clean(p.publication),
        releaseDate: datesOf(p.year).start,
        url: url(p.link),
        summary: joined(
          p.author ? `By ${clean(p.author)}` : '',
          p.pages ? `pp. ${clean(p.pages)}` : '',
          p.notes,
        ),
      }),
    ),
    projects: [
      ...exhibitions('soloExhibitions', 'solo exhibition'),
      ...exhibitions('groupExhibitions', 'group exhibition'),
      ...shown('residencies').map((r) =>
        present({
          name: clean(r.program),
          type: 'residency',
          entity: clean(r.host),
          description: joined(r.location, r.duration, r.amount, r.notes),
          startDate: datesOf(r.year).start,
          endDate: datesOf(r.year).end,
        }),
      ),
      ...shown('commissions').map((c) =>
        present({
          name: clean(c.title),
          type: 'commission',
          entity: clean(c.commissioner),
          description: clean(c.description),
          startDate: datesOf(c.year).start,
          endDate: datesOf(c.year).end,
        }),
      ),
      ...shown('collections').map((c) =>
        present({
          name: clean(c.name),
          type: 'collection',
          entity: clean(c.name),
          description: joined(c.location, c.workTitle ? `Work: ${clean(c.workTitle)}` : '', c.notes),
          startDate: datesOf(c.year).start,
          keywords: [`${c.type} collection`],
        }),
      ),
      ...source.sections.filter((s) => s.section.cv && s.section.definition).flatMap(projectsOf),
    ],
    work: shown('teaching').map((t) =>
      present({
        name: clean(t.institution),
        position: clean(t.role),
        startDate: datesOf(t.year).start,
        endDate: datesOf(t.year).end,
      }),
    ),
    volunteer: shown('affiliations').map((a) =>
      present({
        organization: clean(a.name),
        position: clean(a.type),
        startDate: datesOf(a.duration).start,
        endDate: datesOf(a.duration).end,
        summary: clean(a.duration),
      }),
    ),
    meta: present({
      canonical: context.pageUrl ?? '',
      version: 'v1.0.0',
      lastModified: source.date,
    }),
  };
}
