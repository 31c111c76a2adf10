// Artist-CV section headings and their variants, read to what the import proposes under them.
import type { DocLine } from './lines.ts';

/**
 * What a heading's entries become: one section, or a mixed heading whose entries are sorted one by one
 * ('exhibitions': '(solo)' markers decide; 'honors': awards, grants, fellowships and residencies), or 'unknown'
 * (the lines are left for the artist), or 'person' (contact details, read into the person).
 */
export type HeadingKind =
  | 'soloExhibitions'
  | 'groupExhibitions'
  | 'exhibitions'
  | 'education'
  | 'awards'
  | 'grants'
  | 'residencies'
  | 'fellowships'
  | 'honors'
  | 'collections'
  | 'bibliography'
  | 'commissions'
  | 'teaching'
  | 'affiliations'
  | 'socialMedia'
  | 'person'
  | 'unknown';

/** The heading's words: lower case, '&' as 'and', no 'selected', no '(continued)', no trailing colon. */
export function headingWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\((cont(inued|'d|\.)?|selected|selection|ctd\.?)\)/g, ' ')
    .replace(/&|\+/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(
      /\b(selected|select|recent|a selection of|additional|other|major|notable|current|past|cont(inued)?)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const RULES: [RegExp, HeadingKind][] = [
  [/^(curriculum vitae|cv|resume|artist cv|artists cv|vita)$/, 'person'],
  [
    /^(contact|contact details|contact information|details|personal details|personal information|info)$/,
    'person',
  ],
  [
    /\b(solo|one ?(person|man|woman|artist)|individual|personal|single)\b.*\b(exhibitions?|shows?|presentations?)\b/,
    'soloExhibitions',
  ],
  [
    /\b(group|two ?(person|artist)|2 ?person|three ?person|duo|joint|collective)\b.*\b(exhibitions?|shows?|presentations?)\b/,
    'groupExhibitions',
  ],
  [
    /^(exhibitions?|shows|exhibition history|exhibitions and (projects|screenings|presentations)|exhibitions and shows)$/,
    'exhibitions',
  ],
  [/\b(education|training|academic background|degrees|studies|qualifications|formation)\b/, 'education'],
  [/^residenc(y|ies)\b.*$|^(artist )?residenc(y|ies)$/, 'residencies'],
  [/^fellowships?$/, 'fellowships'],
  [
    /\b(awards?|prizes?|honou?rs|distinctions|grants?|fellowships?|residenc(y|ies)|scholarships?|bursar(y|ies)|funding)\b/,
    'honors',
  ],
  [/\bcollections?\b/, 'collections'],
  [
    /\b(bibliography|press|publications?|reviews?|articles?|catalogues?|catalogs?|writings?|media coverage|books?|literature|texts?|interviews?)\b/,
    'bibliography',
  ],
  [/\b(commissions?|public art|public works|public projects|site specific works)\b/, 'commissions'],
  [
    /\b(teaching|lectures?|talks?|visiting artist|workshops?|academic (positions?|appointments?|experience)|panels?|presentations|visiting critic|artist talks)\b/,
    'teaching',
  ],
  [
    /\b(affiliations?|memberships?|boards?|professional (associations?|bodies|organi[sz]ations?))\b/,
    'affiliations',
  ],
  [/^(social media|social|online|follow|links)$/, 'socialMedia'],
  [/\b(exhibitions?|shows)\b/, 'exhibitions'],
];

/** Words a heading is made of; a line with more than one other word is an entry that mentions them. */
const VOCABULARY = new Set(
  `a an and of in the at for by to on with list history experience positions appointments public private museum
  international national institutional professional academic artist artists artistic works work projects project
  exhibition exhibitions show shows solo group one two three person man woman individual personal duo joint single
  collective presentations presentation screenings education training background degrees studies qualifications
  formation residency residencies fellowship fellowships award awards prize prizes honor honors honour honours
  distinctions grant grants scholarship scholarships bursary bursaries funding support collection collections
  corporate bibliography press publications publication reviews review articles article catalogues catalogue catalogs
  catalog writings writing media coverage books book literature texts text interviews interview commissions commission
  art site specific teaching lectures lecture talks talk visiting critic workshops workshop panels panel
  affiliations affiliation memberships membership boards board associations association bodies organisations
  organizations social online follow links contact details information personal info curriculum vitae cv resume vita
  selected recent other additional and/or related permanent`.split(/\s+/),
);

/** A mixed "honors" heading naming one kind only is that kind ('Awards' -> awards, 'Grants' -> grants). */
function honorsKind(words: string): HeadingKind {
  const kinds = new Set<string>();
  if (/\b(awards?|prizes?|honou?rs|distinctions)\b/.test(words)) kinds.add('awards');
  if (/\b(grants?|scholarships?|bursar(y|ies)|funding)\b/.test(words)) kinds.add('grants');
  if (/\bfellowships?\b/.test(words)) kinds.add('fellowships');
  if (/\bresidenc(y|ies)\b/.test(words)) kinds.add('residencies');
  return kinds.size === 1 ? ([...kinds][0] as HeadingKind) : 'honors';
}

/**
 * A heading set letter-spaced ('S O L O  E X H I B I T I O N S', its word gaps lost with the spaces collapsed) as its
 * words ('SOLO EXHIBITIONS'), split into the fewest heading words; the text unchanged when it is not letter-spaced or
 * its letters do not make heading words.
 */
export function unspaced(text: string): string {
  const t = text.trim();
  if (!/^(?:\p{L}\s+){3,}\p{L}$/u.test(t)) return text;
  const letters = t.replace(/\s+/g, '');
  const lower = letters.toLowerCase();
  // best[i]: the fewest words that spell the first i letters, and where the last one starts.
  const best: { count: number; from: number }[] = [{ count: 0, from: 0 }];
  for (let i = 1; i <= lower.length; i++) {
    for (let j = Math.max(0, i - 16); j < i; j++) {
      const before = best[j];
      if (!before || !VOCABULARY.has(lower.slice(j, i))) continue;
      if (!best[i] || before.count + 1 < best[i]!.count) best[i] = { count: before.count + 1, from: j };
    }
  }
  if (!best[lower.length]) return text;
  const words: string[] = [];
  for (let i = lower.length; i > 0; i = best[i]!.from) words.unshift(letters.slice(best[i]!.from, i));
  return words.join(' ');
}

/** The section a heading names, or null when the text is not a heading we know. */
export function knownHeading(written: string): HeadingKind | null {
  const text = unspaced(written);
  if (text.length > 70 || /\b(19|20)\d{2}\b/.test(text)) return null;
  const words = headingWords(text);
  if (!words || words.split(' ').length > 7) return null;
  if (words.split(' ').filter((w) => !VOCABULARY.has(w)).length > 1) return null;
  for (const [pattern, kind] of RULES) {
    if (pattern.test(words)) return kind === 'honors' ? honorsKind(words) : kind;
  }
  return null;
}

/** Written in capitals (at least four letters). */
export function isCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** Looks like a heading by its form alone: short, no year, no sentence, set apart by markup, bold or capitals. */
export function headingByForm(line: DocLine): boolean {
  const t = line.text.replace(/:$/, '');
  if (t.length > 60 || t.length < 3 || /\d{4}/.test(t) || /[,;.]\s|@|https?:/.test(t)) return false;
  if (t.split(/\s+/).length > 6) return false;
  if (line.heading) return true;
  return Boolean(line.bold) || isCaps(t);
}

/** Headings of what the import has no section for, however they are set: 'Other', 'Miscellaneous', 'Curatorial Projects'. */
const CATCH_ALL =
  /^(?:(?:other|others|miscellaneous|misc\.?|various|additional|further)(?:\s+(?:information|activities|projects|experience|items|work))?|curatorial(?:\s+(?:projects|work|experience|practice|activities))?|curating)\s*:?$/i;

/** The heading a line is: a known one by its words, else an unknown one by its form; null when not a heading. */
export function headingOf(line: DocLine): HeadingKind | null {
  if (CATCH_ALL.test(line.text.trim())) return 'unknown';
  const known = knownHeading(line.text);
  if (known) {
    // A known word in running text ("Press release, ...") is not a heading: headings are short and end the line.
    if (line.heading || line.bold || /:$/.test(line.text) || unspaced(line.text).split(/\s+/).length <= 5)
      return known;
  }
  return headingByForm(line) ? 'unknown' : null;
}

/** A rule drawn with characters ('________', '-----', '====='): no text, it separates like a blank line. */
const RULE = /^[\s_=~*—–.·•-]{3,}$/;

/**
 * Rules dropped, and a heading written on the same line as its entries ('Education: MFA, Yale School of Art, 2012;
 * BA, Oberlin College, 2008') made a heading line and one line per entry (split at ';').
 */
export function splitInlineHeadings(lines: DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  let gap = false;
  let current: HeadingKind | null = null;
  for (const line of lines) {
    if (!line.ignore && RULE.test(line.text)) {
      gap = true;
      continue;
    }
    const l = gap && !line.gapBefore ? { ...line, gapBefore: true } : line;
    gap = false;
    const own = l.heading || l.bold ? knownHeading(l.text) : null;
    if (own) current = own;
    const m =
      l.ignore || l.start === false || own || l.italic
        ? null
        : /^(\p{Lu}[^:;,\d"“”]{2,39}):\s+(\S.*)$/u.exec(l.text);
    // Every word a heading's ('Awards and Grants: ...', not 'Erosion Studies: ...'), and not the section it is in
    // ('Review: ...' under 'Press' is a title).
    const kind =
      m &&
      headingWords(m[1]!)
        .split(' ')
        .every((w) => VOCABULARY.has(w))
        ? knownHeading(m[1]!)
        : null;
    if (!m || !kind || kind === 'person' || kind === current) {
      out.push(l);
      continue;
    }
    current = kind;
    out.push({ ...l, text: `${m[1]!}:`, heading: true, start: true, bold: undefined });
    for (const piece of m[2]!.split(/;\s+/))
      if (piece.trim()) out.push({ text: piece.trim(), page: l.page, start: true });
  }
  return out;
}
