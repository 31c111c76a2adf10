// One CV as the blocks every generic renderer draws (letterhead, headings, year lines, entries of styled runs), in
// the CV's conventions, each entry carrying the labels it shows.
import type { ImportSection } from '../../reader/types.ts';
import { yearFieldOf } from '../evaluate.ts';
import type { CorpusCv, CvStyle, FileLabel, LabelledEntry } from '../model.ts';

export type Run = { text: string; italic?: boolean };
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'year'; text: string }
  /** A heading under a heading: 'Solo' and 'Group' under 'Exhibitions'. */
  | { kind: 'subheading'; text: string }
  /** `year`: the left column ('' when the year is on a line above or at the line's end). */
  | { kind: 'entry'; year: string; runs: Run[]; labels: FileLabel[] };

export interface CvDocumentBlocks {
  name: string;
  /** Birth, home and contact lines under the name. */
  about: string[];
  blocks: Block[];
}

type Group = {
  heading: string;
  subheading?: string;
  accept: ImportSection[];
  entries: LabelledEntry[];
  solo?: boolean;
};

const HEADINGS: Record<string, readonly string[]> = {
  soloExhibitions: [
    'Solo Exhibitions',
    'One-Person Exhibitions',
    'Individual Exhibitions',
    'Selected Solo Exhibitions',
    'Solo Shows',
  ],
  groupExhibitions: [
    'Group Exhibitions',
    'Selected Group Exhibitions',
    'Group Shows',
    'Collective Exhibitions',
  ],
  mixed: ['Exhibitions', 'Selected Exhibitions'],
  twoPerson: ['Two-Person Exhibitions', 'Two-person shows'],
  education: ['Education', 'Education and Training', 'Studies'],
  awards: ['Awards', 'Prizes', 'Awards and Honours', 'Honors'],
  awardsWithResidencies: ['Awards and Residencies', 'Awards & Residencies'],
  grants: ['Grants', 'Grants and Fellowships', 'Funding'],
  residencies: ['Residencies', 'Artist Residencies'],
  collections: ['Public Collections', 'Collections', 'Selected Collections', 'Work in Collections'],
  bibliography: ['Bibliography', 'Press', 'Selected Bibliography', 'Publications and Press'],
  teaching: ['Teaching', 'Lectures and Teaching', 'Teaching Experience', 'Talks and Teaching'],
  commissions: ['Commissions', 'Public Commissions', 'Public Art'],
  affiliations: ['Memberships', 'Affiliations', 'Professional Affiliations'],
};

/** The entry's year as the CV writes it ('' for a collection without one). */
export const yearOf = (e: LabelledEntry) => e.fields[yearFieldOf(e.section)] ?? '';
const firstYear = (e: LabelledEntry) => Number(/\d{4}/.exec(yearOf(e))?.[0] ?? 0);
const byYear = (list: LabelledEntry[]) => [...list].sort((a, b) => firstYear(b) - firstYear(a));
/** Sections whose year is one year (a year line above them reads naturally); the others keep their ranges inline. */
const SINGLE_YEAR = new Set<ImportSection>([
  'soloExhibitions',
  'groupExhibitions',
  'awards',
  'grants',
  'bibliography',
  'commissions',
]);

function headingOf(style: CvStyle, key: string): string {
  const variants = HEADINGS[key]!;
  const text = variants[style.headingVariant % variants.length]!;
  return style.capsHeadings ? text.toUpperCase() : text;
}

function groupsOf(cv: CorpusCv): Group[] {
  const { style } = cv;
  const of = (section: ImportSection) => byYear(cv.entries.filter((e) => e.section === section));
  const groups: Group[] = [];
  const add = (key: string, accept: ImportSection[], entries: LabelledEntry[], solo = false) => {
    if (entries.length > 0) groups.push({ heading: headingOf(style, key), accept, entries, solo });
  };
  add('education', ['education'], of('education'));
  let group = of('groupExhibitions');
  if (style.mixedExhibitions) {
    add('mixed', [], byYear([...of('soloExhibitions'), ...group]), true);
  } else if (style.subheadedExhibitions) {
    const [solo, other] = style.headingVariant % 2 ? ['Solo shows', 'Group shows'] : ['Solo', 'Group'];
    groups.push({
      heading: headingOf(style, 'mixed'),
      subheading: solo,
      accept: ['soloExhibitions'],
      entries: of('soloExhibitions'),
    });
    groups.push({ heading: '', subheading: other, accept: ['groupExhibitions'], entries: group });
  } else {
    add('soloExhibitions', ['soloExhibitions'], of('soloExhibitions'));
    const twoPerson = style.twoPerson ? group.filter((_, i) => i % 4 === 1) : [];
    group = group.filter((e) => !twoPerson.includes(e));
    add('groupExhibitions', ['groupExhibitions'], group);
    add('twoPerson', ['groupExhibitions', 'soloExhibitions'], twoPerson);
  }
  const grants = of('grants');
  const residencies = grants.filter((g) => g.fields.type === 'residency');
  if (style.awardsWithResidencies) {
    add('awardsWithResidencies', ['awards', 'grants'], byYear([...of('awards'), ...residencies]));
    add(
      'grants',
      ['grants'],
      grants.filter((g) => !residencies.includes(g)),
    );
  } else {
    add('awards', ['awards'], of('awards'));
    add(
      'grants',
      ['grants'],
      grants.filter((g) => !residencies.includes(g)),
    );
    add('residencies', ['grants'], residencies);
  }
  for (const section of ['collections', 'commissions', 'bibliography', 'teaching', 'affiliations'] as const) {
    add(section, [section], of(section));
  }
  return groups;
}

function title(style: CvStyle, text: string): Run[] {
  if (style.titles === 'italic') return [{ text, italic: true }];
  if (style.titles === 'quoted') return [{ text: `“${text}”` }];
  if (style.titles === 'guillemets') return [{ text: `»${text}«` }];
  return [{ text }];
}

/** The entry's text runs, without its year. */
function runsOf(cv: CorpusCv, e: LabelledEntry, markSolo: boolean): Run[] {
  const { style } = cv;
  const f = e.fields;
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
  switch (e.section) {
    case 'soloExhibitions':
    case 'groupExhibitions': {
      const solo = markSolo && e.section === 'soloExhibitions' ? ' (solo)' : '';
      if (style.exhibition === 'sentences') {
        const notes = f.notes ? ` ${f.notes[0]!.toUpperCase()}${f.notes.slice(1)}.` : '';
        return [...title(style, f.title!), { text: `.${solo} ${f.venue}. ${f.city}.${notes}` }];
      }
      const notes = f.notes ? ` (${f.notes})` : '';
      if (style.exhibition === 'title-dash') {
        return [...title(style, f.title!), { text: ` — ${f.venue}, ${f.city}${solo}${notes}` }];
      }
      if (style.exhibition === 'venue-city-title') {
        return [{ text: `${f.venue}, ${f.city}, ` }, ...title(style, f.title!), { text: `${solo}${notes}` }];
      }
      return [...title(style, f.title!), { text: `, ${f.venue}, ${f.city}${solo}${notes}` }];
    }
    case 'education':
      return [
        {
          text: style.headingVariant % 2 ? join(f.degree!, f.institution!) : join(f.institution!, f.degree!),
        },
      ];
    case 'awards':
      return [{ text: join(f.name!, f.presenter!) }];
    case 'grants':
      return [{ text: join(f.name!, f.organization!, f.location!) }];
    case 'collections':
      return [{ text: join(f.name!, f.location!) }];
    case 'bibliography': {
      const pages = f.pages ? `, pp. ${f.pages}` : '';
      const author = f.author ? `${f.author}, ` : '';
      const publication: Run =
        style.titles === 'italic' ? { text: f.publication!, italic: true } : { text: f.publication! };
      return [{ text: `${author}“${f.title}”, ` }, publication, { text: pages }];
    }
    case 'teaching':
      return [{ text: join(f.role!, f.institution!) }];
    case 'commissions':
      return [...title(style, f.title!), { text: f.commissioner ? `, ${f.commissioner}` : '' }];
    default:
      return [{ text: join(f.name!, f.type!) }];
  }
}

const labelOf = (e: LabelledEntry, accept: ImportSection[]): FileLabel => ({
  ...e,
  accept: accept.length > 0 ? accept : [e.section],
});

/** The person's lines under the name, in one of a few wordings. */
function aboutOf(cv: CorpusCv): string[] {
  const p = cv.person;
  const lines =
    cv.style.headingVariant % 2
      ? [`Born ${p.birthYear} in ${p.birthPlace}`, `Lives and works in ${p.city}, ${p.country}`]
      : [`b. ${p.birthYear}, ${p.birthPlace}`, `Based in ${p.city}, ${p.country}`];
  return [...lines, p.email, p.website].filter(Boolean);
}

export function documentOf(cv: CorpusCv): CvDocumentBlocks {
  const { style } = cv;
  const blocks: Block[] = [];
  for (const group of groupsOf(cv)) {
    if (group.heading) blocks.push({ kind: 'heading', text: group.heading });
    if (group.subheading) blocks.push({ kind: 'subheading', text: group.subheading });
    let lastYear = '';
    let pending: Extract<Block, { kind: 'entry' }> | null = null;
    for (const e of group.entries) {
      const year = yearOf(e);
      const singleYear = SINGLE_YEAR.has(e.section);
      const runs = runsOf(cv, e, group.solo === true);
      const label = labelOf(e, group.accept);
      const sameYear = year === lastYear;
      if (style.years === 'heading' && singleYear && year && !sameYear)
        blocks.push({ kind: 'year', text: year });
      lastYear = year;
      // Several entries of a year on one line, in the CVs that write them so.
      const joinable = style.semicolons && (e.section === 'groupExhibitions' || e.section === 'bibliography');
      if (joinable && pending && sameYear) {
        pending.runs.push({ text: '; ' }, ...runs);
        pending.labels.push(label);
        continue;
      }
      let column = year;
      if (style.years === 'trailing' && singleYear && year) {
        runs.push({ text: `, ${year}` });
        column = '';
      } else if (style.years === 'heading' && singleYear) column = '';
      const block: Extract<Block, { kind: 'entry' }> = { kind: 'entry', year: column, runs, labels: [label] };
      blocks.push(block);
      pending = joinable ? block : null;
    }
  }
  return { name: cv.person.fullName, about: aboutOf(cv), blocks };
}

/** Every label a document shows. */
export const labelsOf = (doc: CvDocumentBlocks): FileLabel[] =>
  doc.blocks.flatMap((b) => (b.kind === 'entry' ? b.labels : []));

/** An entry's text as one string. */
export const textOf = (runs: Run[]) => runs.map((r) => r.text).join('');
