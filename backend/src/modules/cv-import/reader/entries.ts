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

function proposalsOf(kind: HeadingKind, block: Block, order: ExhibitionOrder): Proposal[] {
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
        honors: 'award',
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
    case 'collections':
      return [{ section: 'collections', fields: readCollection(text, y) }];
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
    default:
      return [];
  }
}

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
  for (const block of blocks) {
    const proposals = proposalsOf(section.kind, block, order);
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
