// Education, collections, bibliography, commissions, teaching and affiliations: one entry's text to its fields.
import type { EntryText } from './block-text.ts';
import {
  bracketNotes,
  isRegion,
  partsOf,
  placeAtEnd,
  quotedTitle,
  splitParts,
  unquote,
  VENUE_WORDS,
  withoutFinalPoint,
} from './parts.ts';
import { firstYear, rangeText, trailingYear, YEAR_RANGE } from './years.ts';

const tidy = (parts: string[]) =>
  parts
    .map((p) => withoutFinalPoint(p.replace(/^[,.;:\s]+|[,;:\s]+$/g, '')).replace(/[,;:\s]+$/, ''))
    .filter(Boolean);

/** The year off the end or out of the middle of the text, when the entry has none of its own. */
function withoutYear(main: string, year: string): { main: string; year: string } {
  let y = year;
  let m = main;
  const trailing = trailingYear(m);
  if (trailing) {
    y ||= trailing.year;
    m = trailing.rest;
  }
  const inner = m.match(new RegExp(String.raw`(?:^|,)\s*(${YEAR_RANGE})\s*(?=,|$)`));
  if (inner) {
    y ||= inner[1]!;
    m = m.replace(inner[0], '');
  }
  return { main: m.replace(/^[\s,]+/, ''), year: y };
}

const DEGREE =
  /\b(B\.?\s?F\.?\s?A|M\.?\s?F\.?\s?A|B\.?\s?A|M\.?\s?A|Ph\.?\s?D|D\.?\s?F\.?\s?A|B\.?\s?Sc?|M\.?\s?Sc?|M\.?\s?Phil|M\.?\s?Res|B\.?\s?Ed|M\.?\s?Ed|A\.?\s?A|Dipl(oma|om|\.)?|Cert(ificate|\.)?|Masters?|Bachelors?|Postgraduate|Post-graduate|Graduate|Undergraduate|Associate|Meistersch[üu]ler(in)?|Foundation|HND|DNSEP|DNAP|DNSAP|PGCE|PGDip|Doctorate|Doctor|Licenciatura|Magister|Studied|Study|Apprenticeship|Course|Programme|Program|Exchange)\b/i;
const INSTITUTION =
  /(universit|college|school|academy|akademie|institute|hochschule|conservatoire|conservatory|polytechnic|école|ecole|escuela|accademia|kunstakademie|faculty|skowhegan|cooper union|pratt|slade|goldsmiths|calarts|risd|saic|大学|大學|学院|學院|美術|академи|университет|институт)/i;

/**
 * 'Yale School of Art, New Haven, CT' / 'Valand Academy, Gothenburg': the school, and its place for the notes. Not a
 * campus that is part of the name ('University of California, Los Angeles').
 */
function placeAfterInstitution(institution: string): { institution: string; place: string } | null {
  const parts = partsOf(institution);
  if (parts.length < 2 || /^(the )?(university|universidad|universit[àé]|college) of\b/i.test(parts[0]!))
    return null;
  let k = parts.length;
  if (isRegion(parts[k - 1]!)) k -= 1;
  const isPlace = (p: string) =>
    p.split(/\s+/).length <= 3 &&
    /^\p{Lu}/u.test(p) &&
    !/\d/.test(p) &&
    !INSTITUTION.test(p) &&
    !VENUE_WORDS.test(p);
  if (k < 2 || !isPlace(parts[k - 1]!)) return null;
  k -= 1;
  if (!parts.slice(0, k).some((p) => INSTITUTION.test(p))) return null;
  return { institution: parts.slice(0, k).join(', '), place: parts.slice(k).join(', ') };
}

export function readEducation(text: EntryText, year: string) {
  const { main, year: y } = withoutYear(text.main, year);
  const parts = tidy(partsOf(main));
  const d = parts.findIndex((p) => DEGREE.test(p) && !INSTITUTION.test(p.replace(DEGREE, '')));
  const i = parts.findIndex((p, k) => k !== d && INSTITUTION.test(p));
  let degree = '';
  let institution = '';
  const notes: string[] = [];
  if (d >= 0 && i >= 0) {
    // The degree and its subject ('MFA, Painting') before the institution; places after it.
    const degreeParts = d < i ? parts.slice(d, i) : [parts[d]!, ...parts.slice(d + 1)];
    degree = degreeParts.join(', ');
    const instParts = d < i ? parts.slice(i) : parts.slice(i, d);
    institution = instParts.join(', ');
    if (d > i && d > 0) notes.push(...parts.slice(0, i));
  } else if (i >= 0) {
    institution = parts.slice(i).join(', ');
    degree = parts.slice(0, i).join(', ');
  } else if (d >= 0) {
    // No institution word: the degree and its subject first, the institution last ('MFA, Crafts, <name>').
    const after = parts.slice(d + 1);
    if (after.length >= 1) {
      const place = placeAtEnd(after, 1);
      const lastIsPlace = place.place.includes(',');
      institution = lastIsPlace ? (place.rest.at(-1) ?? '') : after.at(-1)!;
      degree = [...parts.slice(d, d + 1), ...after.slice(0, after.indexOf(institution))].join(', ');
      if (lastIsPlace) notes.push(place.place);
      notes.unshift(...parts.slice(0, d));
    } else {
      degree = parts[d]!;
      institution = parts.slice(0, d).join(', ');
    }
  } else {
    institution = parts[0] ?? '';
    degree = parts[1] ?? '';
    notes.push(...parts.slice(2));
  }
  // 'Academy of Fine Arts Vienna, class of Heimo Zobernig': the teacher's class is a note.
  const classes = partsOf(institution);
  const teacher = classes.findIndex(
    (p, k) =>
      k > 0 &&
      /^(class of|under|studied (with|under)|(master ?class|meisterklasse|klasse|classe)\b)/i.test(p),
  );
  if (teacher > 0) {
    institution = classes.slice(0, teacher).join(', ');
    notes.unshift(classes.slice(teacher).join(', '));
  }
  const place = placeAfterInstitution(institution);
  if (place) {
    institution = place.institution;
    notes.unshift(place.place);
  }
  if (text.details) notes.push(text.details);
  return { institution, degree, years: rangeText(y), notes: notes.join('; ') };
}

const PRIVATE = /\bprivate\b|^collection of (?!the )\p{Lu}|\bcollection$/iu;
const CORPORATE =
  /\bcorporate\b|\b(bank|inc|ltd|llc|plc|gmbh|corporation|company|group|holdings|partners|ag)\b\.?/i;

export function readCollection(text: EntryText, year: string) {
  const { main, year: y } = withoutYear(text.main, year);
  const { text: body, notes } = bracketNotes(main);
  const parts = tidy(splitParts(body));
  const place = placeAtEnd(parts, 1);
  const name = place.rest.join(', ');
  let type =
    PRIVATE.test(name) && !/museum|foundation|council|university|library|gallery/i.test(name)
      ? 'private'
      : 'public';
  if (CORPORATE.test(name)) type = 'corporate';
  let workTitle = '';
  for (const sentence of text.details.split(/(?<=[.!?”])\s+(?=\S)/).filter(Boolean)) {
    const s = sentence.replace(/\.$/, '').trim();
    const kind = s.match(/^(public|private|corporate) collection$/i);
    const work = s.match(/^works?:\s*(.+)$/i);
    if (kind) type = kind[1]!.toLowerCase();
    else if (work) workTitle = unquote(work[1]!);
    else notes.push(s);
  }
  return { type, name, location: place.place, year: firstYear(y), workTitle, notes: notes.join('; ') };
}

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"”]+[^\s<>"”.,;:)]/i;
const PAGES = /(?:^|[\s,:(])(pp?\.\s*\d+(?:\s*[-–]\s*\d+)?|\d+\s*[-–]\s*\d+(?=\s*$)|\d+\s*pages?)\)?\.?/i;
const BIB_TYPES: Record<string, string> = {
  article: 'article',
  review: 'review',
  interview: 'interview',
  catalog: 'catalog',
  catalogue: 'catalog',
  book: 'book',
  web: 'web',
  monograph: 'book',
};
const DATE = new RegExp(
  String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?|(?:spring|summer|fall|autumn|winter|issue\s+\d+,?)\s+|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?${YEAR_RANGE}`,
  'i',
);
const looksLikeAuthor = (part: string) =>
  /^(\p{Lu}[\p{L}'’.-]*\.?\s?){1,4}$/u.test(part) &&
  part.split(/\s+/).length <= 4 &&
  !/\b(magazine|times|review|journal|press|news|post|frieze|artforum|gallery)\b/i.test(part);

export function readBibliography(text: EntryText, year: string) {
  let main = text.main;
  let url = main.match(URL)?.[0] ?? '';
  if (url) main = main.replace(url, '').replace(/\s*(available at|online at|at)?:?\s*$/i, '');
  let pages = '';
  const pageMatch = main.match(PAGES);
  if (pageMatch) {
    pages = rangeText(pageMatch[1]!.replace(/^pp?\.\s*/i, '').replace(/\s*pages?$/i, ''));
    main = main.replace(pageMatch[0], '');
  }
  let y = year;
  const date = main.match(DATE);
  if (date) {
    y ||= date[0];
    // The date goes when it is the entry's own, not part of a title.
    if (!quotedTitle(main)?.title.includes(date[0])) main = main.replace(date[0], '');
  }
  const { text: body, notes } = bracketNotes(main);
  let title = '';
  let author = '';
  let publication = '';
  let type = '';
  const quoted = quotedTitle(body);
  const italic = text.italic.map((t) => t.replace(/[,.]$/, '')).find((t) => body.includes(t));
  if (quoted) {
    title = quoted.title;
    author = tidy(splitParts(quoted.before.replace(/\.$/, ''))).join(', ');
    publication = tidy(partsOf(quoted.after)).join(', ');
    if (!publication && italic && italic !== title) publication = italic;
  } else {
    const parts = tidy(partsOf(body));
    if (parts.length >= 3 && looksLikeAuthor(parts[0]!)) {
      author = parts[0]!;
      title = parts[1]!;
      publication = parts.slice(2).join(', ');
    } else if (italic && parts.length >= 2 && parts[0] === italic) {
      // A book's title in italics, first (Oeuvre's own CV: 'Title, Publisher, year'): the rest is its publisher.
      title = italic;
      publication = parts.slice(1).join(', ');
      type = 'book';
    } else if (italic && parts.length >= 2) {
      // An italic part is the publication (a book's title is the publication too).
      publication = italic;
      const others = tidy(splitParts(body.replace(italic, ',')));
      title = others[others.length > 1 && looksLikeAuthor(others[0]!) ? 1 : 0] ?? italic;
      if (others.length > 1 && looksLikeAuthor(others[0]!)) author = others[0]!;
    } else {
      title = parts[0] ?? '';
      publication = parts.slice(1).join(', ');
    }
  }
  const detailNotes: string[] = [];
  for (const sentence of text.details.split(/(?<=[.!?])\s+(?=\S)/).filter(Boolean)) {
    const s = sentence.replace(/\.$/, '').trim();
    const detailUrl = s.match(URL)?.[0];
    if (BIB_TYPES[s.toLowerCase()] && !type) type = BIB_TYPES[s.toLowerCase()]!;
    else if (detailUrl && detailUrl.length >= s.length - 1) url ||= detailUrl;
    else detailNotes.push(sentence.trim());
  }
  if (!type) {
    const all = `${text.main} ${notes.join(' ')}`;
    if (/\breview(ed)?\b/i.test(all)) type = 'review';
    else if (/\binterview/i.test(all)) type = 'interview';
    else if (/\bcatalog(ue)?\b|exhibition cat/i.test(all)) type = 'catalog';
    else if (/\b(monograph|book|isbn)\b/i.test(all)) type = 'book';
    else if (url && !publication) type = 'web';
    else type = 'article';
  }
  return {
    type,
    title: unquote(title),
    publication,
    author,
    year: firstYear(y),
    pages,
    url,
    notes: [...notes, ...detailNotes].join('; '),
  };
}

export function readCommission(text: EntryText, year: string) {
  const { main, year: y } = withoutYear(text.main, year);
  const { text: body, notes } = bracketNotes(main);
  const quoted = quotedTitle(body);
  const italic = text.italic.map((t) => t.replace(/[,.]$/, '')).find((t) => body.includes(t));
  let parts: string[];
  if (quoted) parts = [quoted.title, ...tidy(partsOf(`${quoted.before} ${quoted.after}`.trim()))];
  else if (italic) parts = [italic, ...tidy(splitParts(body.replace(italic, ',')))];
  else parts = tidy(partsOf(body));
  const [title = '', commissioner = '', ...rest] = parts;
  return {
    title: unquote(title),
    commissioner,
    description: [...rest, ...notes, text.details].filter(Boolean).join('; '),
    year: firstYear(y),
  };
}

const ROLE =
  /\b(professor|lecturer|lecture|instructor|teacher|teaching|visiting|faculty|critic|tutor|adjunct|assistant|associate|mentor|workshop|talk|panel|panelist|speaker|keynote|seminar|class|course|residency|guest|artist|director|chair|reader|fellow|presentation|masterclass|master class|demonstration|juror|advisor)\b/i;
const PLACE_OF_TEACHING =
  /(universit|college|school|academ|akademie|institu|hochschule|museum|gallery|centre|center|foundation|kunsthalle|library|program|department)/i;

export function readTeaching(text: EntryText, year: string) {
  const { main, year: y } = withoutYear(text.main, year);
  const parts = tidy(partsOf(main));
  let role = parts[0] ?? '';
  let institution = parts.slice(1).join(', ');
  if (
    parts.length >= 2 &&
    PLACE_OF_TEACHING.test(parts[0]!) &&
    !ROLE.test(parts[0]!) &&
    ROLE.test(parts[1]!)
  ) {
    role = parts[1]!;
    institution = [parts[0]!, ...parts.slice(2)].join(', ');
  } else if (parts.length === 1 && PLACE_OF_TEACHING.test(parts[0]!) && !ROLE.test(parts[0]!)) {
    role = '';
    institution = parts[0]!;
  } else if (
    parts.length >= 3 &&
    ROLE.test(parts[0]!) &&
    !PLACE_OF_TEACHING.test(parts[1]!) &&
    PLACE_OF_TEACHING.test(parts[2]!)
  ) {
    // 'Tutor, Painting, Willem de Kooning Academy, Rotterdam': the subject goes with the role.
    role = parts.slice(0, 2).join(', ');
    institution = parts.slice(2).join(', ');
  }
  if (text.details) institution = [institution, text.details].filter(Boolean).join('; ');
  // A post held over years keeps its range ('2018-present'): the year field takes one, and it says the post goes on.
  return { role, institution, year: rangeText(y) };
}

const MEMBER_ROLE =
  /^(member|founding member|board member|board|trustee|fellow|chair|co-chair|president|vice[- ]president|founder|co-founder|director|co-director|advisor|adviser|advisory board|committee member|associate|honorary member|life member|secretary|treasurer|artist member|studio member|elected member|academician)$/i;

export function readAffiliation(text: EntryText, year: string) {
  const { main, year: y } = withoutYear(text.main, year);
  const parts = tidy(partsOf(main));
  let name = parts[0] ?? '';
  let type = parts.slice(1).join(', ');
  if (parts.length >= 2 && MEMBER_ROLE.test(parts[0]!) && !MEMBER_ROLE.test(parts[1]!)) {
    type = parts[0]!;
    name = parts.slice(1).join(', ');
  }
  const ofRole = name.match(
    /^(member|board member|trustee|fellow|founder|co-founder|director|chair) of (the )?(.+)$/i,
  );
  if (ofRole && !type) {
    type = ofRole[1]!;
    name = `${ofRole[2] ?? ''}${ofRole[3]}`;
  }
  if (text.details) type = [type, text.details].filter(Boolean).join('; ');
  return { name, type, duration: rangeText(y) };
}

/** 'Instagram: @handle', 'instagram.com/handle' -> platform and username. */
export function readSocial(text: string): { platform: string; username: string } | null {
  const m =
    text.match(
      /\b(instagram|twitter|facebook|linkedin|youtube|vimeo|tiktok|threads|bluesky|mastodon|x)\b\s*[:\-–]?\s*(@?[\w.]+(?:@[\w.]+)?)/i,
    ) ?? null;
  const url = text.match(
    /(?:https?:\/\/)?(?:www\.)?(instagram|twitter|facebook|linkedin|youtube|x)\.com\/(?:in\/)?@?([\w.-]+)/i,
  );
  if (url) return { platform: platformOf(url[1]!), username: url[2]! };
  if (m && m[2] && !/^(com|\.)/.test(m[2])) return { platform: platformOf(m[1]!), username: m[2] };
  return null;
}

function platformOf(name: string): string {
  const n = name.toLowerCase();
  if (n === 'x') return 'twitter';
  return ['instagram', 'twitter', 'facebook', 'linkedin'].includes(n) ? n : 'other';
}
