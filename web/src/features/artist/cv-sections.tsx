import {
  BIBLIOGRAPHY_TYPE_LABELS,
  COLLECTION_TYPE_LABELS,
  GRANT_TYPE_LABELS,
  PUBLIC_PAGE_SECTIONS,
  readEntry,
  type PublicArtist,
  type PublicSection,
} from '@oeuvre/contract';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink';

export interface CvEntry {
  year: string | null;
  body: ReactNode;
}

export interface CvSection {
  id: string;
  title: string;
  entries: CvEntry[];
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

function Notes({ text }: { text: string | null | undefined }) {
  return text?.trim() ? <span className="cv-notes">{text}</span> : null;
}

/** The present parts as sentences: "3 months. $5,000. Studio and stipend." */
const sentences = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?…:;]$/.test(p) ? `${p}.` : p))
    .join(' ');

/** ", part" when the part is there. */
const after = (part: string | null | undefined) => (part?.trim() ? `, ${part.trim()}` : null);

/** "12-14" -> "pp. 12–14", "7" -> "p. 7"; anything else as typed. */
export function pagesOf(pages: string | null | undefined): string {
  const p = (pages ?? '').trim();
  if (/^\d+$/.test(p)) return `p. ${p}`;
  if (/^\d+\s*[-–—]\s*\d+$/.test(p)) return `pp. ${p.replace(/\s*[-–—]\s*/, '–')}`;
  return p;
}

const labelOf = <K extends string>(labels: Record<K, string>, key: string | null | undefined) =>
  key && key in labels ? labels[key as K] : (key ?? '');

/** A publication's title as a CV prints it: books and catalogues in italics, articles and the rest in quotes. */
function PublicationTitle({ title, type }: { title: string; type: string | null | undefined }) {
  const inItalics = type === 'book' || type === 'catalog';
  return <strong>{inItalics ? <cite>{title}</cite> : `“${title}”`}</strong>;
}

type EntryOf<K extends keyof PublicArtist> = PublicArtist[K] extends readonly (infer E)[] ? E : never;

/** The older sections' entries in the conventional artist-CV style. */
const STYLED: { [K in keyof PublicArtist]?: (entry: EntryOf<K>) => ReactNode } = {
  education: (e) => (
    <>
      <strong>{e.degree}</strong>, {e.institution}
      <Notes text={e.notes} />
    </>
  ),
  grants: (g) => (
    <>
      <strong>{g.name}</strong>, {g.grantor}
      {after(g.location)}
      <Notes
        text={sentences(
          g.type === 'fellowship' ? GRANT_TYPE_LABELS.fellowship : null,
          g.duration,
          g.amount,
          g.notes,
        )}
      />
    </>
  ),
  collections: (c) => (
    <>
      <strong>{c.name}</strong>
      {after(c.location)}
      {c.type ? (
        <span className="cv-type"> ({labelOf(COLLECTION_TYPE_LABELS, c.type).toLowerCase()} collection)</span>
      ) : null}
      <Notes text={sentences(c.workTitle?.trim() ? `Work: “${c.workTitle.trim()}”` : null, c.notes)} />
    </>
  ),
  soloExhibitions: (e) => <Exhibition entry={e} />,
  groupExhibitions: (e) => <Exhibition entry={e} />,
  residencies: (r) => (
    <>
      <strong>{r.program}</strong>, {join(r.host, r.location, r.duration)}
      <Notes text={sentences(r.amount, r.notes)} />
    </>
  ),
  commissions: (c) => (
    <>
      <strong>{c.title}</strong>
      {c.commissioner ? `, ${c.commissioner}` : null}
      <Notes text={c.description} />
    </>
  ),
  // The conventional form: Author, “Title”, Publication, Year, pp. 12–14; then the kind of text and notes.
  publications: (p) => (
    <>
      {p.author?.trim() ? `${p.author.trim()}, ` : null}
      {p.link ? (
        <ExternalLink href={p.link}>
          <PublicationTitle title={p.title} type={p.type} />
        </ExternalLink>
      ) : (
        <PublicationTitle title={p.title} type={p.type} />
      )}
      {after(p.publication)}
      {after(p.year)}
      {after(pagesOf(p.pages))}
      <Notes
        text={sentences(
          p.type && p.type !== 'article' ? labelOf(BIBLIOGRAPHY_TYPE_LABELS, p.type) : null,
          p.notes,
        )}
      />
    </>
  ),
  teaching: (t) => (
    <>
      <strong>{t.role}</strong>, {t.institution}
    </>
  ),
  affiliations: (a) => (
    <>
      <strong>{a.name}</strong>
      {a.type ? <span className="cv-type"> ({a.type})</span> : null}
    </>
  ),
};

function Exhibition({ entry: e }: { entry: EntryOf<'soloExhibitions'> }) {
  return (
    <>
      <strong>{e.title}</strong>, {join(e.venue, e.city)}
      <Notes text={e.notes} />
    </>
  );
}

/** An entry of a section read from its definition: its name in bold, its other values, then its notes. */
function bodyOf(section: PublicSection, entry: Record<string, unknown>): ReactNode {
  const styled = (STYLED as Record<string, ((entry: object) => ReactNode) | undefined>)[section.key];
  if (styled) return styled(entry);
  if (!section.definition) return null;
  const { name, rest, details } = readEntry(section.definition, entry);
  return (
    <>
      <strong>{name}</strong>
      {after(join(...rest))}
      <Notes text={details} />
    </>
  );
}

/** The CV's sections in the order curators read them; the page shows only those with entries. */
export function cvSectionsOf(
  artist: PublicArtist,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): CvSection[] {
  return sections
    .filter((section) => section.cv)
    .map((section) => {
      // A version published before the section existed lacks it.
      const entries = ((artist as unknown as Record<string, unknown>)[section.key] ?? []) as Record<
        string,
        unknown
      >[];
      return {
        id: section.anchor,
        title: section.pageTitle,
        entries: entries.map((entry) => ({
          year: section.yearField ? ((entry[section.yearField] as string | null | undefined) ?? null) : null,
          body: bodyOf(section, entry),
        })),
      };
    })
    .filter((s) => s.entries.length > 0);
}

/** Statement paragraphs are separated by blank lines. */
export function statementParagraphs(statement: string): string[] {
  return statement
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
