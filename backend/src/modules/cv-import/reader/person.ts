// The person a CV is about, from the lines before its first section: name, birth, where they live and work, contact.
import { readSocial } from './fields.ts';
import { clean, type DocLine } from './lines.ts';
import { isCountry, isRegion } from './parts.ts';
import type { ReadPerson } from './types.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const WEBSITE =
  /\b(?:https?:\/\/[^\s,;]+|www\.[^\s,;]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|art|studio|io|co|info|me|de|fr|uk|co\.uk|nl|it|es|ca|au|nz|be|ch|at|se|no|dk|fi|gallery|design|xyz|site|online|space|world)(?:\/[^\s,;]*)?)(?=$|[\s,;])/i;
const BORN = /^(?:born|b\.)\s*(?:in\s+)?(.*)$/i;
const LIVES = /\b(?:lives and works|lives & works|works and lives|lives|based|works) (?:in|between)\s+(.+)$/i;
const TITLE_WORDS = /\b(curriculum vitae|cv|résumé|resume|artist|portfolio|page \d+)\b/i;

export interface PersonReading {
  person: ReadPerson;
  /** Lines read into the person. */
  used: Set<DocLine>;
  socials: { platform: string; username: string; line: DocLine }[];
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/** 'City, Country' / 'City, ST' / 'City' -> city and country. */
export function placeOf(text: string): { city: string | null; country: string | null } {
  const first = text
    .split(/\s+(?:and|&)\s+|\s*[/|;]\s*/)[0]!
    .replace(/\.$/, '')
    .trim();
  const parts = first.split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 0) return { city: null, country: null };
  if (parts.length === 1)
    return isCountry(parts[0]!) ? { city: null, country: parts[0]! } : { city: parts[0]!, country: null };
  // 'Brooklyn, NY': a US state's code says the country.
  if (parts.length === 2 && US_STATES.has(parts[1]!)) return { city: parts[0]!, country: 'United States' };
  return { city: parts[0]!, country: parts.slice(1).join(', ') };
}

/** A birth line's year and place: '1975, Lagos, Nigeria', '1975 in Lagos', 'Lagos, Nigeria, 1975'. */
function birthOf(rest: string): { year: string | null; place: string | null } {
  const year = rest.match(/\b(1[89]\d{2}|20\d{2})\b/)?.[1] ?? null;
  const place = clean(
    rest
      .replace(/\b(1[89]\d{2}|20\d{2})\b/, '')
      .replace(/^\s*(,|in\b)\s*/i, '')
      .replace(/\s*(,|\bin)\s*$/i, '')
      .replace(/^in\s+/i, '')
      .replace(/\s*[.;,–—-]\s*(lives|based|works|living)\b.*$/i, ''),
  )
    .replace(/\s+,/g, ',')
    .replace(/^,\s*|,\s*$/g, '');
  return { year, place: place.replace(/\.$/, '') || null };
}

const looksLikeName = (text: string) => {
  const t = text.replace(/\s*[-–—|,]\s*(curriculum vitae|cv|résumé|resume|artist cv)\s*$/i, '').trim();
  const words = t.split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 6 &&
    t.length <= 60 &&
    !/\d|@|https?:|www\./.test(t) &&
    !/[,:;]/.test(t) &&
    words.every(
      (w) =>
        /^[\p{Lu}\p{Lt}]|^(de|van|von|der|da|di|del|la|le|y|al|bin|ibn|ter|den|du)$/u.test(w) ||
        !/\p{L}/u.test(w[0]!) ||
        /^\p{Lo}/u.test(w),
    ) &&
    !TITLE_WORDS.test(t)
  );
};

/** The name off a title line: 'Ada Lee — Curriculum Vitae' -> 'Ada Lee'. */
/** A name set in capitals on a letterhead ('MARGARET OKONKWO-HALE') as the person writes it: 'Margaret Okonkwo-Hale'. */
const unCapitalised = (name: string) =>
  /\p{Ll}/u.test(name) || !/\p{Lu}{2}/u.test(name)
    ? name
    : name
        .toLowerCase()
        .replace(
          /(^|[\s'’-])(\p{Ll})/gu,
          (_, before: string, letter: string) => before + letter.toUpperCase(),
        );

const nameOf = (text: string) =>
  unCapitalised(
    clean(
      text
        .replace(/^(curriculum vitae|cv|résumé|resume)\s*[-–—|:]\s*/i, '')
        .replace(/\s*[-–—|,]\s*(curriculum vitae|cv|résumé|resume|artist cv)\s*$/i, ''),
    ),
  );

/** A person of whom nothing was read. */
export const NO_PERSON: Readonly<ReadPerson> = {
  fullName: null,
  birthYear: null,
  birthPlace: null,
  city: null,
  country: null,
  email: null,
  website: null,
};

export function readPerson(preamble: DocLine[]): PersonReading {
  const person: ReadPerson = { ...NO_PERSON };
  const used = new Set<DocLine>();
  const socials: PersonReading['socials'] = [];
  // The name: 'Name: ...', else the largest line, else the first that reads as a name.
  const labelled = preamble.find((l) => /^(full )?name\s*:/i.test(l.text));
  if (labelled) {
    person.fullName = clean(labelled.text.replace(/^(full )?name\s*:/i, ''));
    used.add(labelled);
  } else {
    const sized = preamble.filter((l) => l.size !== undefined && looksLikeName(nameOf(l.text)));
    const largest = sized.length
      ? sized.reduce((a, b) => ((b.size ?? 0) > (a.size ?? 0) ? b : a))
      : undefined;
    const candidate = largest ?? preamble.slice(0, 6).find((l) => looksLikeName(nameOf(l.text)));
    if (candidate) {
      person.fullName = nameOf(candidate.text);
      used.add(candidate);
    } else {
      // 'Ada Quill (b. 1975, Lagos)' / 'Ada Quill, born 1975 in Lagos': the name with the birth on its line.
      for (const line of preamble.slice(0, 6)) {
        const m = line.text.match(/^(.+?)\s*[(,–—-]\s*(?:b\.|born)\s*(.+?)\)?\.?$/i);
        if (!m || !looksLikeName(nameOf(m[1]!))) continue;
        person.fullName = nameOf(m[1]!);
        const birth = birthOf(m[2]!);
        person.birthYear = birth.year;
        person.birthPlace = birth.place;
        used.add(line);
        break;
      }
    }
  }
  const nameIndex = preamble.findIndex((l) => used.has(l));
  preamble.forEach((line, i) => {
    if (used.has(line)) return;
    let text = line.text;
    let read = false;
    const email = text.match(EMAIL);
    if (email) {
      person.email ??= email[0];
      text = text.replace(email[0], ' ');
      read = true;
    }
    const site = text.match(WEBSITE);
    const social = readSocial(text);
    if (social) {
      socials.push({ ...social, line });
      read = true;
    } else if (site) {
      person.website ??= site[0];
      read = true;
    }
    for (const sentence of line.text.split(/(?<=\p{L}{2,}\.)\s+|\s*[;|·•]\s*/u)) {
      const born = sentence.match(BORN) ?? sentence.match(/^(\d{4}),?\s+born\s+(?:in\s+)?(.*)$/i);
      if (born) {
        const b = birthOf(born[2] !== undefined ? `${born[1]} ${born[2]}` : born[1]!);
        person.birthYear ??= b.year;
        person.birthPlace ??= b.place;
        read = true;
      }
      const lives = sentence.match(LIVES);
      if (lives) {
        const place = placeOf(lives[1]!);
        person.city ??= place.city;
        person.country ??= place.country;
        read = true;
      }
    }
    // 'City, Country' just under the name (Oeuvre's own CV and many letterheads).
    if (!read && i > nameIndex && i <= nameIndex + 3 && person.city === null) {
      const parts = text.split(/\s*,\s*/);
      if (
        parts.length >= 2 &&
        parts.length <= 3 &&
        parts.every((p) => /^\p{Lu}[\p{L} .'-]*$/u.test(p)) &&
        isRegion(parts.at(-1)!)
      ) {
        const place = placeOf(text);
        person.city = place.city;
        person.country = place.country;
        read = true;
      }
    }
    if (/^(tel|phone|mobile|t)[.:]?\s*[+\d(]/i.test(text.trim()) || /^\+?[\d\s().-]{8,}$/.test(text.trim()))
      read = true;
    if (read) used.add(line);
  });
  return { person, used, socials };
}
