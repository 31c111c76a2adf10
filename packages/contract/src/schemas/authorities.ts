// Authority records that name an artist: Wikidata, Getty ULAN, ISNI and ORCID identifiers on the profile.
import * as v from 'valibot';

export const AuthorityMessages = {
  wikidata: 'Enter a Wikidata ID like Q42',
  ulan: 'Enter a ULAN ID like 500012345',
  isni: 'Enter a valid ISNI (16 digits, the last may be X)',
  orcid: 'Enter a valid ORCID iD like 0000-0002-1825-0097',
} as const;

export const AUTHORITY_FIELDS = ['wikidata', 'ulan', 'isni', 'orcid'] as const;
export type AuthorityField = (typeof AUTHORITY_FIELDS)[number];

/** The check character of ISO 7064 MOD 11-2 over 15 digits (ISNI and ORCID use it): '0'-'9' or 'X'. */
export function mod11_2CheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** 16 characters, 15 digits and a check character that matches them. */
function hasValidCheck(id: string): boolean {
  return /^\d{15}[\dX]$/.test(id) && mod11_2CheckCharacter(id.slice(0, 15)) === id[15];
}

/** "Q42" (a lower-case q is taken as Q). */
export const normalizeWikidata = (text: string): string | null =>
  /^[Qq][1-9]\d{0,11}$/.test(text) ? `Q${text.slice(1)}` : null;
/** "500012345": 500 and six digits. */
export const normalizeUlan = (text: string): string | null => (/^500\d{6}$/.test(text) ? text : null);
/** "0000 0001 2146 438X" or "000000012146438X" -> "000000012146438X". */
export function normalizeIsni(text: string): string | null {
  const id = text.replace(/[\s-]/g, '').toUpperCase();
  return hasValidCheck(id) ? id : null;
}
/** "0000-0002-1825-0097" (also as its orcid.org address) -> "0000-0002-1825-0097". */
export function normalizeOrcid(text: string): string | null {
  const id = text.replace(/^https?:\/\/(www\.)?orcid\.org\//i, '').toUpperCase();
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(id)) return null;
  return hasValidCheck(id.replace(/-/g, '')) ? id : null;
}

const NORMALIZERS: Record<AuthorityField, (text: string) => string | null> = {
  wikidata: normalizeWikidata,
  ulan: normalizeUlan,
  isni: normalizeIsni,
  orcid: normalizeOrcid,
};

/** Optional identifier: missing stays as it is, blank or null clears it, anything else must be valid (stored normalized). */
function authorityField(field: AuthorityField) {
  const message = AuthorityMessages[field];
  return v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((s) => (s === null ? null : s.trim() || null)),
      v.check((s) => s === null || (s.length <= 60 && NORMALIZERS[field](s) !== null), message),
      v.transform((s) => (s === null ? null : NORMALIZERS[field](s))),
    ),
  );
}

/** The identifier fields of the profile form. */
export const authorityInputs = {
  wikidata: authorityField('wikidata'),
  ulan: authorityField('ulan'),
  isni: authorityField('isni'),
  orcid: authorityField('orcid'),
};

/** The identifiers as the API answers them (absent on older copies: none). */
export const authorityViews = {
  wikidata: v.optional(v.nullable(v.string())),
  ulan: v.optional(v.nullable(v.string())),
  isni: v.optional(v.nullable(v.string())),
  orcid: v.optional(v.nullable(v.string())),
};

/** Each identifier's record on the web (the same addresses JSON-LD sameAs names). */
export const AUTHORITY_LINKS: Record<AuthorityField, { label: string; href: (id: string) => string }> = {
  wikidata: { label: 'Wikidata', href: (id) => `https://www.wikidata.org/wiki/${id}` },
  ulan: { label: 'ULAN', href: (id) => `http://vocab.getty.edu/page/ulan/${id}` },
  isni: { label: 'ISNI', href: (id) => `https://isni.org/isni/${id.replace(/\s+/g, '')}` },
  orcid: { label: 'ORCID', href: (id) => `https://orcid.org/${id}` },
};
