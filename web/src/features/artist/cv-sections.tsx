import type { PublicArtist } from '@oeuvre/contract';
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

function Notes({ text }: { text: string | null }) {
  return text ? <span className="cv-notes">{text}</span> : null;
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
            <Notes text={g.notes} />
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
            {c.type ? <span className="cv-type"> ({c.type})</span> : null}
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
            <strong>{r.program}</strong>, {join(r.host, r.duration)}
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
      entries: artist.publications.map((p) => ({
        year: p.year,
        body: (
          <>
            {p.link ? (
              <ExternalLink href={p.link}>
                <strong>{p.title}</strong>
              </ExternalLink>
            ) : (
              <strong>{p.title}</strong>
            )}
            {p.author ? `, ${p.author}` : null}
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
