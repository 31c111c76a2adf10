// Awards, grants, fellowships and residencies: one entry read as an award or as a grant of a type.
import type { EntryText } from './block-text.ts';
import { bracketNotes, isRegion, partsOf, placeAtEnd, quotedTitle, unquote, VENUE_WORDS } from './parts.ts';
import { firstYear, rangeText, trailingYear, YEAR_RANGE } from './years.ts';

/** Years and nothing else: '2018-2019', '2015-present'. */
const YEAR_RANGE_ONLY = /^(?:19|20)\d{2}(?:-(?:(?:19|20)?\d{2}|present|now|ongoing))?$/i;

export type HonorKind = 'award' | 'grant' | 'fellowship' | 'residency';

const RESIDENCY = /\bresiden(cy|cies|t|ce)\b|\bartist[- ]in[- ]residence\b|\bAIR\b/i;
const FELLOWSHIP = /\bfellow(ship)?s?\b/i;
const GRANT =
  /\b(grants?|fund(ing)?|bursary|stipend|scholarship|subsidy|award of support|project support|research support|commission grant|travel grant|endowment)\b/i;

/** What an entry is when its heading does not say: by its words, an award unless it names a grant or stay. */
export function honorKindOf(text: string, fallback: HonorKind = 'award'): HonorKind {
  if (RESIDENCY.test(text)) return 'residency';
  if (FELLOWSHIP.test(text)) return 'fellowship';
  if (GRANT.test(text)) return 'grant';
  return fallback;
}

const AMOUNT =
  /(?:[$£€¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|NOK|SEK|DKK)\s?)\s?\d[\d,.]*(?:\s?[kKmM]\b)?|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CHF|CAD|AUD|NOK|SEK|DKK|dollars|euros|pounds)\b/;
const DURATION =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](?:weeks?|months?|years?|days?)$|^(?:\d+|one|two|three|four|five|six)[- ](?:week|month|year|day)s?\b.*$/i;

type GrantFields = {
  type: string;
  name: string;
  organization: string;
  year: string;
  amount: string;
  location: string;
  duration: string;
  description: string;
};

/** The entry's year and its text without it: the first year, or with `range` the years as written ('2018-2019'). */
function yearAndMain(text: EntryText, year: string, range = false): { main: string; year: string } {
  let main = text.main;
  let y = year;
  const trailing = trailingYear(main);
  if (trailing) {
    y ||= trailing.year;
    main = trailing.rest;
  }
  const inner = main.match(new RegExp(String.raw`,\s*(${YEAR_RANGE})\s*(?=,|$)`));
  if (inner) {
    y ||= inner[1]!;
    main = main.replace(inner[0], '');
  }
  return { main, year: range && YEAR_RANGE_ONLY.test(rangeText(y)) ? rangeText(y) : firstYear(y) };
}

/** The name first, the presenter after ('Name, Presenter'); a quoted name wherever it is. */
export function readAward(
  text: EntryText,
  year: string,
): { name: string; presenter: string; year: string; notes: string } {
  const { main, year: y } = yearAndMain(text, year);
  const { text: body, notes } = bracketNotes(main);
  const quoted = quotedTitle(body);
  const parts = quoted
    ? [quoted.title, ...partsOf(`${quoted.before} ${quoted.after}`.replace(/^[\s,.]+/, ''))]
    : partsOf(body);
  const cleanParts = parts.map((p) => p.replace(/^[,.;:\s]+|[,.;:\s]+$/g, '')).filter(Boolean);
  const [name = '', ...rest] = cleanParts;
  return {
    name: unquote(name),
    presenter: rest.join(', '),
    year: y,
    notes: [...notes, text.details].filter(Boolean).join('; '),
  };
}

/** Sentences: 'Paris. 3 months. £5,000.' -> ['Paris.', '3 months.', '£5,000.']. */
export function splitSentences(text: string): string[] {
  // Not after an initial ('By A. Critic') or a common abbreviation.
  return text
    .split(/(?<=[.!?])(?<!\b\p{Lu}\.|\b(?:pp|p|St|Dr|Mr|Mrs|Ms|no|vol|ed|eds)\.)\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Details sentences ('Fellowship. Rome. 6 months. £5,000. Studio.') read into type, (with `withLocation`, a short
 * place first) duration, amount, and the rest as the description.
 */
export function readGrantDetails(
  details: string,
  fields: Record<string, string>,
  withLocation = false,
): void {
  const rest: string[] = [];
  splitSentences(details).forEach((sentence, i) => {
    const s = sentence.replace(/\.$/, '').trim();
    if (/^(fellowship|grant|residency)$/i.test(s)) fields.type = s.toLowerCase();
    else if (!fields.duration && DURATION.test(s)) fields.duration = s;
    else if (!fields.amount && AMOUNT.test(s) && s.length < 30) fields.amount = s;
    else if (withLocation && i === 0 && !fields.location && /^(\p{Lu}[\p{L}'’.-]*,?\s?){1,4}$/u.test(s))
      fields.location = s;
    else rest.push(sentence);
  });
  if (rest.length) fields.description = [fields.description, rest.join(' ')].filter(Boolean).join(' ');
}

const GENERIC_NAME = /^(fellowship|residency|grant|research fellowship|studio residency)$/i;

/** Words of a funder's name ('Mondriaan Fund', 'Prins Bernhard Cultuurfonds', 'Arts Council'). */
const FUNDER = /(\bfund|fonds|\bfoundation|stiftung|\bcouncil|\bcommunity|\btrust|\bministry)\b/i;
/** Words of a grant's own name ('Travel Grant', 'Werkbijdrage Jong Talent'). */
const GRANT_NAME =
  /\b(grant|bursary|stipend|stipendium|scholarship|subsidy|award|prize|werkbijdrage|beurs)\b/i;

/** A city's name: a few capitalised words, none a venue's or a funder's, no digits ('New York', 'Paris'). */
const looksLikeCity = (part: string) =>
  part.split(/\s+/).length <= 3 &&
  /^[\p{Lu}]/u.test(part) &&
  !/\d/.test(part) &&
  !VENUE_WORDS.test(part) &&
  !FUNDER.test(part) &&
  !RESIDENCY.test(part) &&
  !/\b(villa|haus|akademie|cité|cite|atelier|residenz|programme?|fund|trust)\b/i.test(part);

/** 'Name, Organization, Location' with amount and duration wherever they are. */
export function readGrant(text: EntryText, year: string, kind: Exclude<HonorKind, 'award'>): GrantFields {
  // A grant or a residency may run over years ('2018-2019'): the field keeps them.
  const { main, year: y } = yearAndMain(text, year, true);
  const { text: body, notes } = bracketNotes(main);
  const fields: GrantFields = {
    type: kind,
    name: '',
    organization: '',
    year: y,
    amount: '',
    location: '',
    duration: '',
    description: '',
  };
  const description: string[] = [];
  for (const note of notes) {
    if (!fields.duration && DURATION.test(note)) fields.duration = note;
    else if (!fields.amount && AMOUNT.test(note) && note.length < 30) fields.amount = note;
    else description.push(note);
  }
  const quoted = quotedTitle(body);
  let parts = quoted
    ? [quoted.title, ...partsOf(`${quoted.before} ${quoted.after}`.replace(/^[\s,.]+/, ''))]
    : partsOf(body);
  parts = parts.map((p) => p.replace(/^[,.;:\s]+|[,.;:\s]+$/g, '')).filter(Boolean);
  parts = parts.filter((p) => {
    if (!fields.amount && AMOUNT.test(p) && p.length < 30) fields.amount = p;
    else if (!fields.duration && DURATION.test(p)) fields.duration = p;
    else return true;
    return false;
  });
  const [name = '', ...others] = parts;
  fields.name = unquote(name);
  if (others.length >= 2 && isRegion(others.at(-1)!)) {
    // '..., Peterborough, NH': the place is the city and its region.
    fields.location = others.slice(-2).join(', ');
    fields.organization = others.slice(0, -2).join(', ');
  } else if (others.length >= 2) {
    const place = placeAtEnd(others, 1);
    fields.organization = place.rest.join(', ');
    fields.location = place.place;
  } else if (
    others.length === 1 &&
    FUNDER.test(name) &&
    !FUNDER.test(others[0]!) &&
    GRANT_NAME.test(others[0]!)
  ) {
    // 'Mondriaan Fund, Werkbijdrage Jong Talent': the funder first, then its grant.
    fields.name = others[0]!;
    fields.organization = unquote(name);
  } else if (
    kind === 'residency' &&
    others.length === 1 &&
    !GENERIC_NAME.test(name) &&
    looksLikeCity(others[0]!)
  ) {
    // 'Villa Albertine, New York': a residency named by its host, then the city.
    fields.organization = unquote(name);
    fields.location = others[0]!;
  } else fields.organization = others[0] ?? '';
  // 'Fellowship, Akademie Schloss Solitude': a name that only says the kind; the host names it.
  if (GENERIC_NAME.test(fields.name) && fields.organization) {
    fields.type = /fellow/i.test(fields.name)
      ? 'fellowship'
      : /resid/i.test(fields.name)
        ? 'residency'
        : fields.type;
    fields.name = fields.organization;
    fields.organization = '';
  }
  fields.description = description.join(' ');
  readGrantDetails(text.details, fields);
  return fields;
}
