import {
  BIBLIOGRAPHY_TYPE_LABELS,
  COLLECTION_TYPE_LABELS,
  GRANT_TYPE_LABELS,
  type PublicArtist,
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

/** The CV's sections in the order curators read them; the page shows only those with entries. */
export function cvSectionsOf(artist: PublicArtist): CvSection[] {
  const sections: CvSection[] = [
    {
      id: 'education',
      title: 'Education',
      entries: artist.education.map((e) => ({
        year: e.years,
        body: (
          <>
            <strong>{e.degree}</strong>, {e.institution}
            <Notes text={e.notes} />
          </>
        ),
      })),
    },
    {
      id: 'grants-awards-fellowships',
      title: 'Grants, Awards & Fellowships',
      entries: artist.grants.map((g) => ({
        year: g.year,
        body: (
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
      })),
    },
    {
      id: 'collections',
      title: 'Collections',
      entries: artist.collections.map((c) => ({
        year: c.year,
        body: (
          <>
            <strong>{c.name}</strong>
            {after(c.location)}
            {c.type ? (
              <span className="cv-type"> ({labelOf(COLLECTION_TYPE_LABELS, c.type).toLowerCase()} collection)</span>
            ) : null}
            <Notes text={sentences(c.workTitle?.trim() ? `Work: “${c.workTitle.trim()}”` : null, c.notes)} />
          </>
        ),
      })),
    },
    {
      id: 'solo-exhibitions',
      title: 'Solo Exhibitions',
      entries: artist.soloExhibitions.map((e) => ({
        year: e.year,
        body: (
          <>
            <strong>{e.title}</strong>, {join(e.venue, e.city)}
            <Notes text={e.notes} />
          </>
        ),
      })),
    },
    {
      id: 'group-exhibitions',
      title: 'Group Exhibitions',
      entries: artist.groupExhibitions.map((e) => ({
        year: e.year,
        body: (
          <>
            <strong>{e.title}</strong>, {join(e.venue, e.city)}
            <Notes text={e.notes} />
          </>
        ),
      })),
    },
    {
      id: 'residencies',
      title: 'Residencies',
      entries: artist.residencies.map((r) => ({
        year: r.year,
        body: (
          <>
            <strong>{r.program}</strong>, {join(r.host, r.location, r.duration)}
            <Notes text={sentences(r.amount, r.notes)} />
          </>
        ),
      })),
    },
    {
      id: 'commissions',
      title: 'Commissions & Public Works',
      entries: artist.commissions.map((c) => ({
        year: c.year,
        body: (
          <>
            <strong>{c.title}</strong>
            {c.commissioner ? `, ${c.commissioner}` : null}
            <Notes text={c.description} />
          </>
        ),
      })),
    },
    {
      id: 'publications',
      title: 'Publications & Press',
      // The conventional form: Author, “Title”, Publication, Year, pp. 12–14; then the kind of text and notes.
      entries: artist.publications.map((p) => ({
        year: p.year,
        body: (
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
              text={sentences(p.type && p.type !== 'article' ? labelOf(BIBLIOGRAPHY_TYPE_LABELS, p.type) : null, p.notes)}
            />
          </>
        ),
      })),
    },
    {
      id: 'teaching',
      title: 'Teaching & Lectures',
      entries: artist.teaching.map((t) => ({
        year: t.year,
        body: (
          <>
            <strong>{t.role}</strong>, {t.institution}
          </>
        ),
      })),
    },
    {
      id: 'affiliations',
      title: 'Affiliations & Memberships',
      entries: artist.affiliations.map((a) => ({
        year: a.duration,
        body: (
          <>
            <strong>{a.name}</strong>
            {a.type ? <span className="cv-type"> ({a.type})</span> : null}
          </>
        ),
      })),
    },
  ];
  return sections.filter((s) => s.entries.length > 0);
}

/** Statement paragraphs are separated by blank lines. */
export function statementParagraphs(statement: string): string[] {
  return statement
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
