// JSON Resume (and Oeuvre's own cv.json): its sections mapped back to the CV's. Oeuvre writes exhibitions,
// residencies, commissions and collections as `projects` with a `type`, grants and awards as `awards` (a grant's
// summary starts 'Grant' or 'Fellowship'), teaching as `work`, affiliations as `volunteer`.
import { splitSentences, readGrantDetails } from './honors.ts';
import { readPerson } from './person.ts';
import { rangeText } from './years.ts';
import { shaped } from './analyse.ts';
import { clean } from './lines.ts';
import type { ImportSection, ReadEntry, ReadPerson, ReadResult } from './types.ts';

type Json = Record<string, unknown>;

const str = (value: unknown): string =>
  typeof value === 'string' ? clean(value) : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => !!v && typeof v === 'object') : [];
const yearOf = (date: unknown) => str(date).match(/\b(1[89]\d{2}|20\d{2})\b/)?.[1] ?? '';
/** '2012-09' .. '2014-06' -> '2012-2014'; one date -> its year. */
function yearsOf(start: unknown, end: unknown): string {
  const a = yearOf(start);
  const b = yearOf(end);
  if (!a) return b;
  return b && b !== a ? `${a}-${b}` : a;
}

const SECTION_KEYS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'publications',
  'projects',
  'certificates',
  'skills',
  'languages',
  'interests',
  'references',
];

/** An exhibition's city: Oeuvre's keyword, else what the description says after the venue. */
function cityOf(project: Json, venue: string): string {
  const keyword = Array.isArray(project.keywords) ? str(project.keywords[0]) : '';
  if (keyword && !/collection$/.test(keyword)) return keyword;
  const description = str(project.description);
  if (venue && description.includes(venue))
    return clean(description.slice(description.indexOf(venue) + venue.length).replace(/^[\s,]+|\.$/g, ''));
  const parts = description.split(/\s*,\s*/);
  return parts.length > 1 ? parts.slice(1).join(', ') : '';
}

function projectEntry(p: Json): { section: ImportSection; fields: Record<string, string> } | null {
  const type = str(p.type).toLowerCase();
  const name = str(p.name);
  const entity = str(p.entity);
  const year = yearOf(p.startDate);
  const highlights = Array.isArray(p.highlights) ? p.highlights.map(str).filter(Boolean).join('; ') : '';
  if (/exhibition|show/.test(type)) {
    const solo = /solo|one[- ]person|individual/.test(type);
    return {
      section: solo ? 'soloExhibitions' : 'groupExhibitions',
      fields: { title: name, venue: entity, city: cityOf(p, entity), year, notes: highlights },
    };
  }
  if (/residen/.test(type)) {
    const fields: Record<string, string> = {
      type: 'residency',
      name,
      organization: entity,
      year,
      amount: '',
      location: '',
      duration: '',
      description: '',
    };
    readGrantDetails(str(p.description), fields, true);
    return { section: 'grants', fields };
  }
  if (/commission|public art/.test(type)) {
    return {
      section: 'commissions',
      fields: { title: name, commissioner: entity, description: str(p.description), year },
    };
  }
  if (/collection/.test(type)) {
    const kind =
      (Array.isArray(p.keywords) ? str(p.keywords[0]) : '').match(
        /^(public|private|corporate) collection$/,
      )?.[1] ?? 'public';
    const sentences = splitSentences(str(p.description));
    let workTitle = '';
    const notes: string[] = [];
    let location = '';
    sentences.forEach((s, i) => {
      const work = s.match(/^Work:\s*(.+?)\.?$/);
      if (work) workTitle = work[1]!.replace(/^[“"]|[”"]$/g, '');
      else if (i === 0 && !/\s\w+\s\w+\s\w+\s/.test(s)) location = s.replace(/\.$/, '');
      else notes.push(s);
    });
    return {
      section: 'collections',
      fields: { type: kind, name, location, year, workTitle, notes: notes.join(' ') },
    };
  }
  return null;
}

function awardEntry(a: Json): { section: ImportSection; fields: Record<string, string> } {
  const summary = str(a.summary);
  const kind = summary.match(/^(grant|fellowship|residency)\b\.?\s*/i);
  const year = yearOf(a.date);
  if (kind) {
    const fields: Record<string, string> = {
      type: kind[1]!.toLowerCase(),
      name: str(a.title),
      organization: str(a.awarder),
      year,
      amount: '',
      location: '',
      duration: '',
      description: '',
    };
    readGrantDetails(summary.slice(kind[0].length), fields, true);
    return { section: 'grants', fields };
  }
  return {
    section: 'awards',
    fields: { name: str(a.title), presenter: str(a.awarder), year, notes: summary },
  };
}

function publicationEntry(p: Json): Record<string, string> {
  let author = '';
  let pages = '';
  const notes: string[] = [];
  for (const s of splitSentences(str(p.summary))) {
    const by = s.match(/^By\s+(.+?)\.?$/);
    const pp = s.match(/^pp?\.\s*(.+?)\.?$/);
    if (by && !author) author = by[1]!;
    else if (pp && !pages) pages = rangeText(pp[1]!);
    else notes.push(s);
  }
  const text = `${str(p.name)} ${notes.join(' ')}`;
  const type = /\breview\b/i.test(text)
    ? 'review'
    : /\binterview/i.test(text)
      ? 'interview'
      : /\bcatalog(ue)?\b/i.test(text)
        ? 'catalog'
        : 'article';
  return {
    type,
    title: str(p.name),
    publication: str(p.publisher),
    author,
    year: yearOf(p.releaseDate),
    pages,
    url: str(p.url),
    notes: notes.join(' '),
  };
}

/** A JSON Resume read, or null when the JSON is not one. */
export function readJsonResume(text: string): ReadResult | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const resume = data as Json;
  if (!SECTION_KEYS.some((k) => k in resume)) return null;
  const basics = (resume.basics && typeof resume.basics === 'object' ? resume.basics : {}) as Json;
  const location = (basics.location && typeof basics.location === 'object' ? basics.location : {}) as Json;
  const person: ReadPerson = {
    fullName: str(basics.name) || null,
    birthYear: null,
    birthPlace: null,
    city: str(location.city) || null,
    country: str(location.region) || str(location.countryCode) || null,
    email: str(basics.email) || null,
    website: str(basics.url) || str(basics.website) || null,
  };
  const summary = str(basics.summary);
  if (summary) {
    const born = readPerson([
      { text: 'Name: x' },
      ...splitSentences(summary).map((s) => ({ text: s })),
    ]).person;
    person.birthYear = born.birthYear;
    person.birthPlace = born.birthPlace;
  }
  const entries: ReadEntry[] = [];
  const unparsed: ReadResult['unparsed'] = [];
  const add = (section: ImportSection, fields: Record<string, string>, item: unknown) =>
    entries.push({ section, fields: shaped(section, fields), source: JSON.stringify(item) });
  for (const p of list(basics.profiles)) {
    const network = str(p.network).toLowerCase();
    const platform = ['instagram', 'twitter', 'facebook', 'linkedin'].includes(network)
      ? network
      : network === 'x'
        ? 'twitter'
        : 'other';
    const username = str(p.username) || str(p.url);
    if (username) add('socialMedia', { platform, username }, p);
  }
  // Oeuvre's own cv.json: its project types are lower case, and it writes an education's notes as `area`.
  const meta = (resume.meta && typeof resume.meta === 'object' ? resume.meta : {}) as Json;
  const oeuvre =
    list(resume.projects).some((p) =>
      ['solo exhibition', 'group exhibition', 'residency', 'commission', 'collection'].includes(str(p.type)),
    ) ||
    (str(resume.$schema).includes('resume-schema/v1.0.0') && str(meta.version) === 'v1.0.0');
  for (const e of list(resume.education)) {
    const area = str(e.area);
    const oeuvreNotes = oeuvre || /[.!?]$/.test(area) || area.split(/\s+/).length > 4;
    add(
      'education',
      {
        institution: str(e.institution),
        degree: oeuvreNotes || !area ? str(e.studyType) : [str(e.studyType), area].filter(Boolean).join(', '),
        years: yearsOf(e.startDate, e.endDate),
        notes: oeuvreNotes ? area : '',
      },
      e,
    );
  }
  for (const a of list(resume.awards)) {
    const { section, fields } = awardEntry(a);
    add(section, fields, a);
  }
  for (const p of list(resume.publications)) add('bibliography', publicationEntry(p), p);
  for (const p of list(resume.projects)) {
    const entry = projectEntry(p);
    if (entry) add(entry.section, entry.fields, p);
    else
      unparsed.push({
        text: [str(p.name), str(p.type), str(p.description), yearsOf(p.startDate, p.endDate)]
          .filter(Boolean)
          .join(', '),
      });
  }
  for (const w of list(resume.work))
    add(
      'teaching',
      { role: str(w.position), institution: str(w.name) || str(w.company), year: yearOf(w.startDate) },
      w,
    );
  for (const v of list(resume.volunteer)) {
    const summaryYears = str(v.summary);
    const duration =
      /^(1[89]|20)\d{2}/.test(summaryYears) && summaryYears.length <= 30
        ? rangeText(summaryYears)
        : yearsOf(v.startDate, v.endDate);
    add('affiliations', { name: str(v.organization), type: str(v.position), duration }, v);
  }
  for (const key of ['certificates', 'skills', 'languages', 'interests', 'references']) {
    for (const item of list(resume[key]))
      unparsed.push({ text: Object.values(item).map(str).filter(Boolean).join(', ') });
  }
  return { format: 'json', person, entries, unparsed, ignored: [] };
}
