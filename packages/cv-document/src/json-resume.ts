// The CV as JSON Resume 1.0.0: the entries a document shows (same selection rules), in the schema's sections.
// Exhibitions, commissions, residencies and collections have no type of their own there: they are `projects` with a
// `type` ("solo exhibition", ...); teaching is `work`, affiliations `volunteer`. A section read from its definition
// (one the mapping below does not name) is `projects` too, typed with what one entry is called ("talk"): the schema's
// root takes no sections of its own.
import {
  DISCIPLINE_LABELS,
  PUBLIC_PAGE_SECTIONS,
  SOCIAL_PLATFORM_LABELS,
  isHttpUrl,
  isPublicEntry,
  readEntry,
  socialLink,
  type ArtistProfile,
  type CvOptions,
  type JsonResume,
  type PublicSection,
} from '@oeuvre/contract';
import { buildCvDocument } from './build.ts';

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
 * JSON Resume of a profile with the CV options' sections and entries (private entries only when named), its sections
 * read as `sections` say (the published page's).
 */
export function toJsonResume(
  source: ArtistProfile,
  options: CvOptions,
  context: JsonResumeContext,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): JsonResume {
  const cv = buildCvDocument(source, options, sections);
  const shown = new Set(cv.sections.flatMap((s) => s.entries.map((e) => e.ref)));
  const chosen = <T extends { id: number }>(kind: string, items: readonly T[]) =>
    items.filter((item) => shown.has(`${kind}:${item.id}`));
  const ordered = <T extends { id: number }>(kind: string, items: readonly T[]) => {
    const byRef = new Map(items.map((item) => [`${kind}:${item.id}`, item]));
    return cv.sections.flatMap((s) => s.entries.flatMap((e) => byRef.get(e.ref) ?? []));
  };
  const image = source.profileImageUrl?.startsWith('/')
    ? new URL(source.profileImageUrl, context.origin).href
    : url(source.profileImageUrl);

  const exhibitions = (kind: 'soloExhibitions' | 'groupExhibitions', type: string) =>
    ordered(kind, source[kind]).map((e) =>
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
  const projectsOf = (section: PublicSection) => {
    const [kind] = section.kinds;
    const { definition, yearField } = section;
    if (!definition || !kind) return [];
    const link = Object.keys(definition.fields).find((name) => definition.fields[name]!.editor.kind === 'url');
    // A draft read before the section existed lacks it.
    const items = ((source as unknown as Record<string, unknown>)[kind] ?? []) as ({ id: number } & Record<
      string,
      unknown
    >)[];
    return ordered(kind, items).map((item) => {
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
      label: source.disciplines.map((d) => DISCIPLINE_LABELS[d]).join(', '),
      image,
      email: cv.contact?.email ?? '',
      url: url(cv.contact?.website),
      summary: clean(source.artistStatement),
      location: present({ city: clean(source.city), region: clean(source.country) }),
      profiles: source.socialMedia
        .filter(isPublicEntry)
        .map((s) =>
          present({
            network: SOCIAL_PLATFORM_LABELS[s.platform],
            username: clean(s.username),
            url: socialLink(s) ?? '',
          }),
        ),
    }) as JsonResume['basics'],
    education: ordered('education', source.education).map((e) =>
      present({
        institution: clean(e.institution),
        studyType: clean(e.degree),
        area: clean(e.notes),
        startDate: datesOf(e.years).start,
        endDate: datesOf(e.years).end,
      }),
    ),
    awards: cv.sections
      .filter((s) => s.key === 'grants')
      .flatMap((s) => s.entries)
      .flatMap((entry) => {
        const award = chosen('awards', source.awards).find((a) => `awards:${a.id}` === entry.ref);
        if (award)
          return [
            present({
              title: clean(award.name),
              awarder: clean(award.presenter),
              date: datesOf(award.year).start,
              summary: clean(award.notes),
            }),
          ];
        const grant = chosen('grants', source.grants).find((g) => `grants:${g.id}` === entry.ref);
        if (!grant) return [];
        return [
          present({
            title: clean(grant.name),
            awarder: clean(grant.organization),
            date: datesOf(grant.year).start,
            summary: joined(
              grant.type === 'fellowship' ? 'Fellowship' : 'Grant',
              grant.location,
              grant.duration,
              grant.amount,
              grant.description,
            ),
          }),
        ];
      }),
    publications: ordered('bibliography', source.bibliography).map((b) =>
      present({
        name: clean(b.title),
        publisher: clean(b.publication),
        releaseDate: datesOf(b.year).start,
        url: url(b.url),
        summary: joined(
          b.author ? `By ${clean(b.author)}` : '',
          b.pages ? `pp. ${clean(b.pages)}` : '',
          b.notes,
        ),
      }),
    ),
    projects: [
      ...exhibitions('soloExhibitions', 'solo exhibition'),
      ...exhibitions('groupExhibitions', 'group exhibition'),
      ...cv.sections
        .filter((s) => s.key === 'residencies')
        .flatMap((s) => s.entries)
        .flatMap((entry) => chosen('grants', source.grants).filter((g) => `grants:${g.id}` === entry.ref))
        .map((g) =>
          present({
            name: clean(g.name),
            type: 'residency',
            entity: clean(g.organization),
            description: joined(g.location, g.duration, g.amount, g.description),
            startDate: datesOf(g.year).start,
            endDate: datesOf(g.year).end,
          }),
        ),
      ...ordered('commissions', source.commissions).map((c) =>
        present({
          name: clean(c.title),
          type: 'commission',
          entity: clean(c.commissioner),
          description: clean(c.description),
          startDate: datesOf(c.year).start,
          endDate: datesOf(c.year).end,
        }),
      ),
      ...ordered('collections', source.collections).map((c) =>
        present({
          name: clean(c.name),
          type: 'collection',
          entity: clean(c.name),
          description: joined(c.location, c.workTitle ? `Work: ${clean(c.workTitle)}` : '', c.notes),
          startDate: datesOf(c.year).start,
          keywords: [`${c.type} collection`],
        }),
      ),
      ...sections.filter((s) => s.cv && s.definition).flatMap(projectsOf),
    ],
    work: ordered('teaching', source.teaching).map((t) =>
      present({
        name: clean(t.institution),
        position: clean(t.role),
        startDate: datesOf(t.year).start,
        endDate: datesOf(t.year).end,
      }),
    ),
    volunteer: ordered('affiliations', source.affiliations).map((a) =>
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
      lastModified: source.publishedAt ?? source.updatedAt,
    }),
  };
}
