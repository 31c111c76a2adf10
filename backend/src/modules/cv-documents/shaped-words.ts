// Words in fonts that shape (Arabic, Hebrew, Devanagari, Thai), laid out once, and drawn so that their text reads
// back right. A PDF font maps each glyph to one text (its ToUnicode), which pdfkit takes from the first word that
// used the glyph (fontkit keeps each glyph object with the letters it was first made for). But a shaped glyph can
// stand for different letters in different words: Noto Naskh draws 'ش' as the body of 'س' plus three dots, 'و' and
// 'ؤ' end alike, final 'ى' and 'ي' share a body. Such words are drawn in copies of the font, each embedded as a font
// of its own, so that within one copy a glyph always reads as the same letters.
import type { Font } from 'fontkit';
import { fontOf, freshFont, type FontKey } from './fonts.ts';

/** Fonts whose glyphs may stand for different letters in different words. */
export const MAPPED = new Set<FontKey>([
  'arabic',
  'arabicBold',
  'hebrew',
  'hebrewBold',
  'devanagari',
  'devanagariBold',
  'thai',
  'thaiBold',
]);

/** A word laid out: its width in thousandths of the font size, and what each glyph it uses stands for. */
type Shaped = { width: number; readings: [glyph: number, text: string][] };

const WORDS_KEPT = 50_000;
const shapedWords = new Map<string, Shaped>();

/**
 * Lays the word out once per process (on the font everyone measures with), noting the letters fontkit hands each
 * glyph as it makes the word's glyphs: those are the word's own, not the ones the glyph was first made for.
 */
export function shape(font: FontKey, word: string): Shaped {
  const key = `${font}\u0000${word}`;
  let shaped = shapedWords.get(key);
  if (shaped) return shaped;
  const face = fontOf(font);
  const readings: [number, string][] = [];
  const getGlyph = face.getGlyph;
  face.getGlyph = function (this: Font, id: number, codePoints: number[] = []) {
    if (codePoints.length) readings.push([id, String.fromCodePoint(...codePoints)]);
    return getGlyph.call(this, id, codePoints);
  };
  let advance = 0;
  try {
    for (const position of face.layout(word).positions) advance += position.xAdvance;
  } finally {
    delete (face as Partial<Font>).getGlyph; // the prototype's again
  }
  shaped = { width: (advance * 1000) / face.unitsPerEm, readings };
  if (shapedWords.size >= WORDS_KEPT) shapedWords.clear();
  shapedWords.set(key, shaped);
  return shaped;
}

type Copy = { name: string; face: Font; readings: Map<number, string> };
/** Past this many copies of a font, words go in the last one (a wrong letter in the text layer, never a failure). */
const MAX_COPIES = 12;
const copies = new Map<FontKey, Copy[]>();

function newCopy(font: FontKey, index: number): Copy {
  const face = freshFont(font); // caches of its own: its glyphs only ever meet the words drawn in it
  const named =
    index === 0
      ? face
      : (Object.create(face, { postscriptName: { value: `${face.postscriptName}-${index}` } }) as Font);
  return { name: index === 0 ? font : `${font}~${index}`, face: named, readings: new Map() };
}

/** The copy of the font to draw the word in: the first whose glyphs read as this word's, or are new to it. */
export function copyFor(font: FontKey, word: string): { name: string; face: Font } {
  const { readings } = shape(font, word);
  let list = copies.get(font);
  if (!list) copies.set(font, (list = []));
  let copy = list.find((c) => readings.every(([id, text]) => (c.readings.get(id) ?? text) === text));
  if (!copy) {
    copy = list.length < MAX_COPIES ? newCopy(font, list.length) : list.at(-1)!;
    if (copy !== list.at(-1)) list.push(copy);
  }
  for (const [id, text] of readings) if (!copy.readings.has(id)) copy.readings.set(id, text);
  return copy;
}
