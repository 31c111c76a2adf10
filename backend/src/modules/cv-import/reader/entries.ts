// Sections' blocks -> proposed entries, each with exactly its section's fields; mixed headings sorted per entry.
import { entryText } from './block-text.ts';
import { exhibitionOrder, readExhibition, type ExhibitionOrder } from './exhibitions.ts';
import {
  readAffiliation,
  readBibliography,
  readCollection,
  readCommission,
  readEducation,
  readSocial,
  readTeaching,
} from './fields.ts';
import type { HeadingKind } from './headings.ts';
import { honorKindOf, readAward, readGrant } from './honors.ts';
import { partsOf, VENUE_WORDS } from './parts.ts';
import { blocksOf, type Block, type Section } from './segment.ts';
import type { ImportSection, ReadEntry } from './types.ts';

type Proposal = { section: ImportSection; fields: Record<string, string> };

/** Exhibition entries on one line separated by ';' (each with a comma of its own) are several entries. */
function splitSemicolons(block: Block): Block[] {
  if (block.texts.length === 0) return [block];
  const joined = block.texts.map((t) => t.text).join(' ');
  const pieces = joined.split(/;\s+/);
  if (pieces.length < 2 || !pieces.every((p) => p.includes(',') || /[“"]/.test(p))) return [block];
  const line = block.texts[0]!.line;
  return pieces.map((piece) => ({ year: block.year, texts: [{ text: piece, line }], lines: block.lines }));
}

/** Words that begin a city's name and cannot end an entry ('New' / 'York'). */
const PLACE_PREFIX =
  /^(new|san|santa|los|las|st\.?|saint|port|fort|mexico|buenos|rio|hong|tel|kuala|cape|le|la|el|den|the|de|mont|ciudad|sao|são|salt|palm|las)$/i;

/** The last part reads as a place ('Toronto', 'Bergen, Norway'): the entry before it may be complete. */
function endsWithPlace(parts: string[]): boolean {
  const last = parts.at(-1) ?? '';
  const words = last.split(/\s+/);
  return (
    words.length <= 3 &&
    /^[\p{Lu}]/u.test(last) &&
    !/\d/.test(last) &&
    !VENUE_WORDS.test(last) &&
    !(words.length === 1 && PLACE_PREFIX.test(last))
  );
}

/** How many parts an entry of the section has when whole (title, venue, city: 3), or 0 when it is not split. */
const WHOLE_PARTS: Partial<Record<HeadingKind, number>> = {
  soloExhibitions: 3,
  groupExhibitions: 3,
  exhibitions: 3,
  collections: 2,
  awards: 2,
  grants: 2,
  residencies: 2,
  fellowships: 2,
  honors: 2,
  commissions: 2,
  teaching: 2,
  affiliations: 2,
};

/**
 * A line that seemed wrapped only because its first word would not have fitted above (a narrow column), under an
 * entry that already reads whole ('Name, City'), starts an entry of its own.
 */
function splitGuesses(kind: HeadingKind, block: Block): Block[] {
  const whole = WHOLE_PARTS[kind];
  if (!whole || !block.texts.some((t) => t.line.wrapGuess)) return [block];
  const blocks: Block[] = [];
  let current: Block = { year: block.year, texts: [], lines: [] };
  for (const t of block.texts) {
    const sofar = current.texts.map((x) => x.text).join(' ');
    const parts = partsOf(sofar);
    // The next line must read as an entry too: its own parts, beginning with a capital or a quote.
    const itsOwn = partsOf(t.text).length >= whole && /^[\p{Lu}“"‘»«]/u.test(t.text);
    if (t.line.wrapGuess && current.texts.length && parts.length >= whole && endsWithPlace(parts) && itsOwn) {
      blocks.push(current);
      current = { year: block.year, texts: [], lines: [] };
    }
    current.texts.push(t);
    current.lines.push(t.line);
  }
  blocks.push(current);
  // Lines above the first text (a year on its own line) stay with the first entry.
  const extra = block.lines.filter((l) => !block.texts.some((t) => t.line === l));
  blocks[0]!.lines.unshift(...extra);
  return blocks;
}

function proposalsOf(kind: HeadingKind, block: Block, order: ExhibitionOrder, heading = ''): Proposal[] {
  const text = entryText(block);
  if (!text.main) return [];
  const y = block.year;
  switch (kind) {
    case 'soloExhibitions':
    case 'groupExhibitions':
    case 'exhibitions': {
      return splitSemicolons(block).map((b) => {
        const { fields, marker } = readExhibition(entryText(b), y, order);
        const section =
          kind === 'exhibitions' ? (marker === 'solo' ? 'soloExhibitions' : 'groupExhibitions') : kind;
        return { section, fields };
      });
    }
    case 'education':
      return [{ section: 'education', fields: readEducation(text, y) }];
    case 'awards':
    case 'grants':
    case 'fellowships':
    case 'residencies':
    case 'honors': {
      const fallback = {
        awards: 'award',
        grants: 'grant',
        fellowships: 'fellowship',
        residencies: 'residency',
        honors: honorsFallback(heading),
      } as const;
      const honor =
        kind === 'honors' || kind === 'awards' || kind === 'grants'
          ? honorKindOf(`${text.main} ${text.details}`, fallback[kind])
          : fallback[kind];
      // Under 'Awards', only a residency is not an award; under 'Grants', an award stays a grant.
      const chosen =
        kind === 'awards' && honor !== 'residency'
          ? 'award'
          : kind === 'grants' && honor === 'award'
            ? 'grant'
            : honor;
      if (chosen === 'award') return [{ section: 'awards', fields: readAward(text, y) }];
      return [{ section: 'grants', fields: readGrant(text, y, chosen) }];
    }
    case 'collections': {
      // 'Whitney Museum of American Art, New York; Hammer Museum, Los Angeles': one collection per ';'.
      const pieces = block.texts.length === 1 ? text.main.split(/;\s+/).filter((p) => p.trim()) : [];
      if (pieces.length > 1)
        return pieces.map((piece) => ({
          section: 'collections' as const,
          fields: readCollection({ ...text, main: piece.trim(), details: '' }, y),
        }));
      return [{ section: 'collections', fields: readCollection(text, y) }];
    }
    case 'bibliography':
      return splitSemicolons(block).map((b) => ({
        section: 'bibliography',
        fields: readBibliography(entryText(b), y),
      }));
    case 'commissions':
      return [{ section: 'commissions', fields: readCommission(text, y) }];
    case 'teaching':
      return [{ section: 'teaching', fields: readTeaching(text, y) }];
    case 'affiliations':
      return [{ section: 'affiliations', fields: readAffiliation(text, y) }];
    case 'socialMedia': {
      const social = readSocial(text.main);
      return social ? [{ section: 'socialMedia', fields: social }] : [];
    }
    default: {
      // Under a heading of its own ('Elsewhere', 'Online'), a line that names a profile is one.
      const social = text.main.length < 100 && SOCIAL_LINE.test(text.main) ? readSocial(text.main) : null;
      return social ? [{ section: 'socialMedia', fields: social }] : [];
    }
  }
}

/** Under a heading of several kinds, what an entry naming none is: 'Fellowships & Residencies' has no awards. */
function honorsFallback(heading: string): 'award' | 'grant' | 'residency' | 'fellowship' {
  if (!heading || /\b(awards?|prizes?|honou?rs|distinctions)\b/i.test(heading)) return 'award';
  if (/\b(grants?|scholarships?|bursar(y|ies)|funding)\b/i.test(heading)) return 'grant';
  if (/\bresidenc(y|ies)\b/i.test(heading)) return 'residency';
  return /\bfellowships?\b/i.test(heading) ? 'fellowship' : 'award';
}

const SOCIAL_LINE =
  /^(instagram|twitter|facebook|linkedin|youtube|vimeo|tiktok|threads|bluesky|mastodon)\b\s*[:\-–]?\s*@?[\w.]+/i;

export interface SectionReading {
  entries: ReadEntry[];
  unparsed: { text: string; page?: number }[];
}

const EXHIBITION_KINDS = new Set<HeadingKind>(['soloExhibitions', 'groupExhibitions', 'exhibitions']);

/** Every section's entries; the exhibitions' order of parts read from all of them at once. */
export function readSections(sections: Section[], options: { inheritYears: boolean }): SectionReading {
  const blocks = sections.map((section) => ({ section, blocks: blocksOf(section.lines, options) }));
  const order = exhibitionOrder(
    blocks
      .filter((b) => EXHIBITION_KINDS.has(b.section.kind))
      .flatMap((b) => b.blocks.map((block) => entryText(block).main)),
  );
  const out: SectionReading = { entries: [], unparsed: [] };
  for (const { section, blocks: sectionBlocks } of blocks) {
    const reading = readSection(section, sectionBlocks, order);
    out.entries.push(...reading.entries);
    out.unparsed.push(...reading.unparsed);
  }
  return out;
}

/** A section's entries; lines of an unknown section, or that read as no entry, are left unparsed. */
function readSection(section: Section, blocks: Block[], order: ExhibitionOrder): SectionReading {
  const out: SectionReading = { entries: [], unparsed: [] };
  for (const block of blocks.flatMap((b) => splitGuesses(section.kind, b))) {
    const proposals = proposalsOf(section.kind, block, order, section.heading?.text ?? '');
    if (proposals.length === 0) {
      out.unparsed.push(...block.lines.map((l) => ({ text: l.text, page: l.page })));
      continue;
    }
    // The year column is part of what the entry was read from.
    const source = block.lines.map((l) => (l.year ? `${l.year}  ${l.text}` : l.text)).join('\n');
    const page = block.lines[0]?.page;
    for (const p of proposals) out.entries.push({ ...p, source, ...(page ? { page } : {}) });
  }
  return out;
}
