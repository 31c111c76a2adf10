// A line with right-to-left text, in the order pdfkit draws it (left to right). The Unicode bidirectional algorithm
// (bidi-js) gives each character its level; the line's characters are reordered as they show; the pieces handed to
// pdfkit are laid out by fontkit, which itself lays a piece of Hebrew or Arabic letters out right to left (so such a
// piece is handed over in logical order, and one word at a time: pdfkit lays a piece's words out left to right).
import bidiFactory from 'bidi-js';
import { fontsOf, RTL, type FontKey, type Run, type StyleKey } from './fonts.ts';

const bidi = bidiFactory();
const SPACE = /\s/u;

/**
 * Visual order (rule L2): from the highest level down to the lowest odd one, every stretch of characters at that
 * level or higher is reversed.
 */
function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : Infinity)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && levels[order[end]!]! >= level) end++;
      const reversed = order.slice(i, end).reverse();
      order.splice(i, reversed.length, ...reversed);
      i = end;
    }
  }
  return order;
}

/** The line's pieces left to right, each in one font, as pdfkit should be given them. */
export function visualRuns(text: string, style: StyleKey): Run[] {
  const chars = [...text];
  const fonts = fontsOf(chars, style);
  // The documents are set left to right (an English template: headings, the year column, "“Title”, Venue, City"),
  // so every line is a left-to-right paragraph; a right-to-left stretch in it reads right to left.
  // bidi-js gives a level per UTF-16 unit: each character takes its first unit's.
  const unitLevels = bidi.getEmbeddingLevels(text, 'ltr').levels;
  const levels: number[] = [];
  let unit = 0;
  for (const char of chars) {
    levels.push(unitLevels[unit]!);
    unit += char.length;
  }
  const pieces: { font: FontKey; level: number; chars: string[] }[] = [];
  for (const i of visualOrder(levels)) {
    const char = chars[i]!;
    const rtl = levels[i]! % 2 === 1;
    const last = pieces.at(-1);
    // Right to left, a space is a piece of its own, so each word is laid out by itself.
    const joins =
      last &&
      last.font === fonts[i] &&
      last.level === levels[i] &&
      !(rtl && (SPACE.test(char) || SPACE.test(last.chars[0]!)));
    const shown = rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
    if (joins) last.chars.push(shown);
    else pieces.push({ font: fonts[i]!, level: levels[i]!, chars: [shown] });
  }
  return pieces.map((piece) => ({
    font: piece.font,
    // fontkit reverses a piece with right-to-left letters itself: it gets the characters in logical order.
    text: RTL.test(piece.chars.join('')) ? [...piece.chars].reverse().join('') : piece.chars.join(''),
  }));
}
