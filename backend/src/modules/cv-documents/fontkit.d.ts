// The part of fontkit (bundled with pdfkit; no types of its own) the documents use: glyph coverage.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font | { fonts: Font[] };
}
