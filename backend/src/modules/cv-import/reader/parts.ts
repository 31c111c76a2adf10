// Splitting an entry's text into its parts: commas outside quotes and brackets, quoted or italic titles, notes in
// brackets, places at the end.

const QUOTES: Record<string, string> = { '“': '”', '"': '"', '‘': '’', '«': '»', '„': '“' };

/** The text split at commas (or at '. ' when it has none) outside quotes and brackets, each part trimmed. */
export function splitParts(text: string, separators = /[,]/): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let part = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (QUOTES[c] && (c !== '"' || !/\w/.test(text[i - 1] ?? ''))) quote = QUOTES[c]!;
    else if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && separators.test(c)) {
      // A thousands separator ('5,000') is not a break.
      if (c === ',' && /\d/.test(text[i - 1] ?? '') && /\d{3}/.test(text.slice(i + 1, i + 4))) {
        part += c;
        continue;
      }
      parts.push(part);
      part = '';
      continue;
    }
    part += c;
  }
  parts.push(part);
  return parts.map((p) => p.trim().replace(/^[,;]\s*/, '')).filter(Boolean);
}

// An abbreviation's point is no break: 'Frieze, no. 241', 'vol. 3, nr. 2' (issue numbers are written lower case too).
const SENTENCE_BREAK =
  /(?<!\b[A-Z]|\b(?:St|Mt|Dr|Jr|Sr|Mr|Mrs|Ms|Inc|Ltd|Co|No|no|Nos|nos|Nr|nr|Vol|vol|pp|p|ed|eds|cf|vs|Bros|Ave|Rd|ca|c))\.\s+(?=\S)/;

/** An abbreviation's point at the end of a text: an initial ('S.M.A.K.', 'Jan Hoet Jr.'). */
const ABBREVIATION_END = /(?:\b[A-Z]|\b(?:St|Mt|Dr|Jr|Sr|Inc|Ltd|Co|Bros|Ave|Rd))\.$/;

/** The text without the point that ends its sentence; an abbreviation keeps its own. */
export function withoutFinalPoint(text: string): string {
  return ABBREVIATION_END.test(text) ? text : text.replace(/\s*\.+$/, '');
}

/** Parts at commas and at sentence breaks ('Title. Venue. City, Country.'), else at dashes or bars. */
export function partsOf(text: string): string[] {
  const t = withoutFinalPoint(text);
  // Commas, sentence breaks, and spaced dashes or bars ('Title — Venue, City').
  const parts = splitParts(t).flatMap((part) =>
    part
      .split(SENTENCE_BREAK)
      .flatMap((s) => s.split(/\s+[–—|]\s+/))
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (parts.length > 1) return parts.map(withoutFinalPoint);
  // 'Title – Venue – City' or 'Title | Venue | City'.
  const dashes = t.split(/\s+[–—|/]\s+/);
  return dashes.length > 1 ? dashes.map((s) => s.trim()) : [t];
}

/** Quotes around a whole text taken off. */
export function unquote(text: string): string {
  const t = text.trim();
  const close = QUOTES[t[0] ?? ''];
  if (close && t.endsWith(close) && t.length > 1) return t.slice(1, -1).trim();
  return t.replace(/^[“"‘]|[”"’]$/g, '').trim();
}

/** A quoted title anywhere in the text: the title and the text around it. */
export function quotedTitle(text: string): { title: string; before: string; after: string } | null {
  // Each opening quote closes with its own mark; an apostrophe inside (Critics’ picks) is no end.
  const m =
    text.match(/“([^“”]{1,200})”/) ??
    text.match(/(?<!\w)"([^"]{1,200})"/) ??
    text.match(/«([^«»]{1,200})»/) ??
    text.match(/»([^«»]{1,200})«/) ??
    text.match(/„([^„“”]{1,200})[“”]/) ??
    text.match(/(?<!\w)‘((?:[^‘’]|’(?=\w)){1,200})’(?!\w)/);
  if (!m || m.index === undefined) return null;
  return {
    title: m[1]!.trim().replace(/[,.]$/, ''),
    before: text.slice(0, m.index).trim(),
    after: text.slice(m.index + m[0].length).trim(),
  };
}

const NOTE =
  /^(curated|co-curated|organi[sz]ed|selected|juried|juror|cat\.|catalog|catalogue|exh\. cat|travel+ing|touring|with |in collaboration|solo|group|two[- ]person|three[- ]person|duo|online|virtual|forthcoming|upcoming|permanent|temporary|collaborat|publication|performance|screening|commission|residency|shortlist|finalist|nominee|winner|honou?rable|first|second|third|jury|\d+(st|nd|rd|th)\b|[$£€]|\d{4})/i;

/** Bracketed notes ('(curated by X)', '(solo)', '(cat.)') taken out of the text; a bracket that is part of a title
 * ('Inventory (Part 1)') stays unless it ends the entry. */
export function bracketNotes(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const out = text
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string, at: number) => {
      const note = inner.trim();
      if (!note) return '';
      const atEnd = text.slice(at + whole.length).replace(/[\s.,;]/g, '') === '';
      if (!NOTE.test(note) && !(atEnd && /[,.]/.test(text.slice(0, at)))) return whole;
      notes.push(note);
      return '';
    })
    .trim();
  return { text: out, notes };
}

/** 'curated by ...', 'organised by ...', 'with ...' at the end of a part list, taken out as notes. */
export function trailingNotes(parts: string[]): { parts: string[]; notes: string[] } {
  const notes: string[] = [];
  const kept: string[] = [];
  for (const p of parts) {
    if (
      /^(curated|co-curated|organi[sz]ed|selected|juried|juror|jurors|catalog(ue)?|cat\.|travel(l)?ing|touring|with|in collaboration|in conjunction|two-person|three-person|solo|group|online|virtual|forthcoming|upcoming|exhibition catalog)/i.test(
        p,
      ) &&
      kept.length > 0
    )
      notes.push(p);
    // A phrase in lower case after the title and venue ('accompanied by a publication ...'): places and venues are
    // names, written with capitals.
    else if (/^\p{Ll}{3,}\s+\S+\s+\S+/u.test(p) && kept.length > 1) notes.push(p);
    else kept.push(p);
  }
  return { parts: kept, notes };
}

const COUNTRY_NAMES = [
  'usa',
  'us',
  'u.s.',
  'u.s.a.',
  'united states',
  'uk',
  'u.k.',
  'united kingdom',
  'england',
  'scotland',
  'wales',
  'ireland',
  'northern ireland',
  'germany',
  'france',
  'italy',
  'spain',
  'portugal',
  'netherlands',
  'the netherlands',
  'belgium',
  'switzerland',
  'austria',
  'denmark',
  'sweden',
  'norway',
  'finland',
  'iceland',
  'poland',
  'czech republic',
  'czechia',
  'hungary',
  'romania',
  'greece',
  'turkey',
  'israel',
  'lebanon',
  'egypt',
  'morocco',
  'nigeria',
  'ghana',
  'kenya',
  'south africa',
  'ethiopia',
  'senegal',
  'canada',
  'mexico',
  'brazil',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'cuba',
  'japan',
  'china',
  'south korea',
  'korea',
  'taiwan',
  'hong kong',
  'india',
  'pakistan',
  'bangladesh',
  'singapore',
  'indonesia',
  'thailand',
  'vietnam',
  'philippines',
  'australia',
  'new zealand',
  'uae',
  'united arab emirates',
  'qatar',
  'saudi arabia',
  'iran',
  'iraq',
  'russia',
  'ukraine',
  'estonia',
  'latvia',
  'lithuania',
  'slovenia',
  'croatia',
  'serbia',
  'luxembourg',
  'monaco',
  'bulgaria',
  'slovakia',
  'jamaica',
  'puerto rico',
  'venezuela',
  'uruguay',
  'tunisia',
  'algeria',
  'uganda',
  'tanzania',
  'zimbabwe',
  'cameroon',
  'palestine',
  'jordan',
  'syria',
  'armenia',
  'georgia',
  'sri lanka',
  'nepal',
  'malaysia',
  'haiti',
  'ecuador',
  'bolivia',
  'paraguay',
  'costa rica',
  'guatemala',
  'panama',
  'dominican republic',
  'trinidad and tobago',
  'barbados',
];
const COUNTRY_SET = new Set(COUNTRY_NAMES);

/** A country's name, or a US state / Canadian province code ('NY', 'CA', 'ON'). */
export function isRegion(part: string): boolean {
  const p = part.trim().replace(/\.$/, '');
  return COUNTRY_SET.has(p.toLowerCase()) || /^[A-Z]{2}$/.test(p) || /^[A-Z]\.[A-Z]\.$/.test(p);
}

export function isCountry(part: string): boolean {
  return COUNTRY_SET.has(part.trim().replace(/\.$/, '').toLowerCase());
}

/** Words that name a venue (a gallery, a museum, a project space). */
export const VENUE_WORDS =
  /\b(gallery|galerie|galleria|galería|museum|museo|musée|museu|fondazione|palazzo|triennale|kunsthal|konsthall|kunstraum|kunsthalle|kunstverein|kunsthaus|centre|center|centro|foundation|fondation|fundación|stiftung|institute|institut|space|projects|biennial|biennale|triennial|fair|hall|house|academy|school|college|university|library|studio|studios|arts|art|council|society|salon|pavilion|collective|contemporary|modern|moma|tate|whitney|guggenheim|annex|lab|warehouse|theatre|theater|cinema|festival|ica|witte|de appel|hangar|depot)\b/i;

/** A place at the end of the parts: 'City' or 'City, Country' / 'City, ST'. Returns the place and what is before. */
export function placeAtEnd(parts: string[], min: number): { place: string; rest: string[] } {
  if (parts.length <= min) return { place: '', rest: parts };
  const last = parts.at(-1)!;
  if (isRegion(last) && parts.length - 2 >= min) {
    return { place: `${parts.at(-2)}, ${last}`, rest: parts.slice(0, -2) };
  }
  return { place: last, rest: parts.slice(0, -1) };
}
