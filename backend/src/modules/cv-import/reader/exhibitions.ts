// An exhibition entry: title, venue, city, year and notes, in the orders CVs write them.
import type { EntryText } from './block-text.ts';
import {
  bracketNotes,
  isRegion,
  partsOf,
  placeAtEnd,
  quotedTitle,
  trailingNotes,
  unquote,
  VENUE_WORDS,
  withoutFinalPoint,
} from './parts.ts';
import { firstYear, trailingYear, YEAR_RANGE } from './years.ts';

export interface ExhibitionReading {
  fields: { title: string; venue: string; city: string; year: string; notes: string };
  /** What a marker in the entry says it is: '(solo)' -> solo, '(two-person)' / '(group)' -> group. */
  marker: 'solo' | 'group' | null;
}

const SOLO = /^(solo|solo (show|exhibition|presentation|booth)|one[- ]person( show| exhibition)?)$/i;
const GROUP =
  /^(group|group (show|exhibition)|two[- ]person( show| exhibition)?|three[- ]person( show| exhibition)?|duo|with .+)$/i;

/** A short part with no venue words and capitalised words: a place. */
const looksLikePlace = (part: string) =>
  part.split(/\s+/).length <= 4 && !VENUE_WORDS.test(part) && /^[\p{Lu}]/u.test(part) && !/\d/.test(part);

/**
 * How a CV orders an exhibition's parts: 'Title, Venue, City' (most) or 'Venue, City, Title'; 'city-first' is
 * 'City, Venue, "Title"' (the title marked), else as title-first.
 */
export type ExhibitionOrder = 'title-first' | 'venue-first' | 'city-first';

/** The order most of a document's exhibitions (of three parts or more, no marked title) are written in. */
export function exhibitionOrder(mains: string[]): ExhibitionOrder {
  let venueFirst = 0;
  let titleFirst = 0;
  let cityFirst = 0;
  let cityLast = 0;
  for (const main of mains) {
    const quoted = quotedTitle(main);
    if (quoted) {
      // 'Milan, Galleria Bianconi, "Title"' or 'Galleria Bianconi, Milan, "Title"': the parts before the title.
      const before = partsOf(quoted.before.replace(/^\s*\d{4}\S*\s*[—–-]?\s*/, ''));
      if (before.length === 2 && !quoted.after.replace(/[\s,.]/g, '')) {
        if (looksLikePlace(before[0]!) && VENUE_WORDS.test(before[1]!)) cityFirst += 1;
        if (VENUE_WORDS.test(before[0]!) && looksLikePlace(before[1]!)) cityLast += 1;
      }
      continue;
    }
    const parts = partsOf(bracketNotes(main.replace(/^\s*\d{4}\S*\s*[—–-]?\s*/, '')).text);
    if (parts.length < 3) continue;
    if (VENUE_WORDS.test(parts[0]!) && !VENUE_WORDS.test(parts[1]!)) venueFirst += 1;
    if (VENUE_WORDS.test(parts[1]!) && !VENUE_WORDS.test(parts[0]!)) titleFirst += 1;
  }
  if (venueFirst > titleFirst * 2) return 'venue-first';
  return cityFirst >= 2 && cityFirst > cityLast * 2 ? 'city-first' : 'title-first';
}

export function readExhibition(
  text: EntryText,
  year: string,
  order: ExhibitionOrder = 'title-first',
): ExhibitionReading {
  let main = text.main.replace(/^[-–•*]\s*/, '');
  let marker: ExhibitionReading['marker'] = null;
  const notes: string[] = [];
  let y = year;
  // '*' before or after an entry marks a solo show in many CVs.
  if (/^\*\s*|\s*\*$/.test(main)) {
    marker = 'solo';
    main = main.replace(/^\*\s*|\s*\*$/g, '');
  }
  const trailing = trailingYear(main);
  if (trailing) {
    if (!y) y = trailing.year;
    main = trailing.rest;
  }
  // A year inside the text (', 2019,') when the entry has none.
  if (!y) {
    const inner = main.match(new RegExp(String.raw`,\s*(${YEAR_RANGE})\s*(?=,|$)`));
    if (inner) {
      y = inner[1]!;
      main = main.replace(inner[0], '');
    }
  }
  const brackets = bracketNotes(main);
  main = brackets.text;
  for (const note of brackets.notes) {
    if (SOLO.test(note)) marker = 'solo';
    else if (GROUP.test(note)) {
      marker = 'group';
      if (/^with /i.test(note)) notes.push(note);
    } else if (new RegExp(`^${YEAR_RANGE}$`).test(note)) y ||= note;
    else notes.push(note);
  }
  // 'curated by ...' without brackets, at the end.
  const curated = main.match(/[\s,.;–—-]*\b((?:co-)?(?:curated|organi[sz]ed) by\s[^,]+)$/i);
  if (curated && curated.index! > 0) {
    notes.push(curated[1]!.replace(/[.,;]$/, ''));
    main = main.slice(0, curated.index);
  }
  let title = '';
  let rest: string[];
  const quoted = quotedTitle(main);
  const italic = text.italic
    .map((t) => t.replace(/[,.]$/, '').trim())
    .find((t) => main.includes(t) && t !== main);
  if (quoted) {
    title = quoted.title;
    rest = [...partsOf(quoted.before), ...partsOf(quoted.after)];
  } else if (italic) {
    title = italic;
    const at = main.indexOf(italic);
    rest = [...partsOf(main.slice(0, at)), ...partsOf(main.slice(at + italic.length))];
  } else {
    rest = partsOf(main);
  }
  rest = rest.map((p) => withoutFinalPoint(p.replace(/^[.:;,]\s*|[:;,]$/g, '')).trim()).filter(Boolean);
  const trailingNote = trailingNotes(rest);
  rest = trailingNote.parts;
  notes.push(...trailingNote.notes);
  let venue = '';
  let city = '';
  if (title && order === 'city-first' && rest.length === 2 && looksLikePlace(rest[0]!)) {
    [city, venue] = [rest[0]!, rest[1]!];
  } else if (title) {
    const place = placeAtEnd(rest, 1);
    venue = place.rest.join(', ');
    city = place.place;
  } else if (rest.length === 0) {
    title = notes.shift() ?? '';
  } else if (rest.length === 1) {
    title = rest[0]!;
  } else if (rest.length === 2) {
    if (VENUE_WORDS.test(rest[0]!) && looksLikePlace(rest[1]!)) [venue, city] = [rest[0]!, rest[1]!];
    else [title, venue] = [rest[0]!, rest[1]!];
  } else if (
    order === 'venue-first'
      ? !(VENUE_WORDS.test(rest[1]!) && !VENUE_WORDS.test(rest[0]!))
      : VENUE_WORDS.test(rest[0]!) && looksLikePlace(rest[1]!) && !looksLikePlace(rest.at(-1)!)
  ) {
    // 'Venue, City, Title'.
    venue = rest[0]!;
    const regional = rest.length > 3 && isRegion(rest[2]!);
    city = regional ? `${rest[1]}, ${rest[2]}` : rest[1]!;
    title = rest.slice(regional ? 3 : 2).join(', ');
  } else {
    title = rest[0]!;
    const place = placeAtEnd(rest.slice(1), 1);
    venue = place.rest.join(', ');
    city = place.place;
  }
  if (text.details) notes.push(text.details);
  return {
    fields: { title: unquote(title), venue, city, year: firstYear(y), notes: notes.join('; ') },
    marker,
  };
}
