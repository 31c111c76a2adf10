// The part of fontkit (bundled with pdfkit; no types of its own) the documents use: glyph coverage, advances
// and laying out a word.
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    postscriptName: string;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
    getGlyph(id: number, codePoints?: number[]): unknown;
    layout(text: string): {
      glyphs: { id: number; codePoints: number[] }[];
      positions: { xAdvance: number }[];
    };
  }
  export function create(buffer: Buffer): Font | { fonts: Font[] };
}
