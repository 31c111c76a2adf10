// How two spellings of a place are known to be one venue: the same key in the same city (pure, no database).
import type { VenueKind, VenueSectionKey } from '@oeuvre/contract';
import { slugify } from '../artists/slug.ts';

/** Lower case, accents and punctuation gone ('&' read as 'and'), single spaces. */
export function textKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A venue name's key in its city: case, accents, punctuation and a leading 'The' do not count, nor the city repeated
 * at the end of the name ('The Whitechapel Gallery, London' in London is 'whitechapel gallery'). Nothing else is
 * dropped: 'Tate Modern' and 'Tate Britain', 'MoMA' and 'MoMA PS1' keep different keys.
 */
export function venueNameKey(name: string, city: string | null | undefined): string {
  let key = textKey(name).replace(/^the /, '');
  const cityKey = textKey(city);
  if (cityKey && key.endsWith(` ${cityKey}`) && key.length > cityKey.length + 1) {
    key = key.slice(0, -(cityKey.length + 1)).trim();
  }
  return key;
}

/** The name as a venue shows it: the artist's spelling without the city repeated after a comma. */
export function venueDisplayName(name: string, city: string | null | undefined): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const cityText = (city ?? '').trim();
  if (!cityText) return trimmed;
  const at = trimmed.toLowerCase().lastIndexOf(`, ${cityText.toLowerCase()}`);
  return at > 0 && at + cityText.length + 2 === trimmed.length ? trimmed.slice(0, at) : trimmed;
}

export const venueSlugBase = (name: string, city: string): string =>
  slugify([name, city].filter(Boolean).join(' ')).replace(/^artist$/, 'venue');

const KIND_WORDS: [RegExp, VenueKind][] = [
  [/\b(biennale|biennial|triennale|triennial|festival|documenta|manifesta|art fair)\b/, 'festival'],
  [/\b(museum|museo|musee|museu|muzeum|museet|pinakothek|collection)\b/, 'museum'],
  [/\b(residency|residencies|artist in residence)\b/, 'residency'],
  [/\b(school|college|university|universitat|universite|academy|akademie|academie|accademia|institute of art|conservatory|hochschule)\b/, 'school'],
  [/\b(kunsthalle|kunsthal|kunstverein|art centre|art center|arts centre|arts center|centre d art|kunsthaus|project space)\b/, 'art-centre'],
  [/\b(gallery|galerie|galleria|galeria|galerija)\b/, 'gallery'],
];

/** A new venue's kind, from words of its name, else from the section that first named it. */
export function guessKind(nameKey: string, section: VenueSectionKey): VenueKind {
  for (const [words, kind] of KIND_WORDS) if (words.test(nameKey)) return kind;
  if (section === 'residencies') return 'residency';
  if (section === 'education') return 'school';
  return 'other';
}
