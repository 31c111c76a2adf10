// The fonts every CV document embeds (Noto, SIL Open Font License, from npm packages: nothing is downloaded at run
// time) and the per-character fallback that lets any name render: Latin, Greek and Cyrillic in Noto Serif and Noto
// Sans; Arabic, Hebrew, Devanagari and Thai in their Noto faces; Chinese and Japanese in Noto Sans SC, Korean in
// Noto Sans KR.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

const FILES = {
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifItalic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
  hebrew: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
  hebrewBold: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff',
  devanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  koreanBold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;
export type FontKey = keyof typeof FILES;

/** The text styles of the documents: a main font and its fallbacks, tried in order per character. */
const FALLBACKS = ['arabic', 'hebrew', 'devanagari', 'thai', 'cjk', 'korean'] as const;
const BOLD_FALLBACKS = [
  'arabicBold',
  'hebrewBold',
  'devanagariBold',
  'thaiBold',
  'cjkBold',
  'koreanBold',
] as const;
export const STYLES = {
  serif: ['serif', ...FALLBACKS],
  serifItalic: ['serifItalic', ...FALLBACKS],
  serifBold: ['serifBold', ...BOLD_FALLBACKS],
  sans: ['sans', ...FALLBACKS],
  sansBold: ['sansBold', ...BOLD_FALLBACKS],
} as const satisfies Record<string, readonly FontKey[]>;
export type StyleKey = keyof typeof STYLES;

type Loaded = {
  bytes: Buffer;
  font: fontkit.Font;
  covers: Map<number, boolean>;
  advances: Map<string, number>;
};
const loaded = new Map<FontKey, Loaded>();

/** A font's file, read once per process (the CJK ones are 6-10 MB: only when a document needs them). */
function load(key: FontKey): Loaded {
  let entry = loaded.get(key);
  if (!entry) {
    const bytes = readFileSync(require.resolve(FILES[key]));
    entry = { bytes, font: fontkit.create(bytes) as fontkit.Font, covers: new Map(), advances: new Map() };
    loaded.set(key, entry);
  }
  return entry;
}

/** The parsed font, shared by every document (parsing its tables is most of the cost of a small PDF). */
export function fontOf(key: FontKey): fontkit.Font {
  return load(key).font;
}

/** Another parse of the font, with caches of its own (see shaped-words.ts). */
export function freshFont(key: FontKey): fontkit.Font {
  return fontkit.create(load(key).bytes) as fontkit.Font;
}

function covers(key: FontKey, codePoint: number): boolean {
  const entry = load(key);
  let known = entry.covers.get(codePoint);
  if (known === undefined) {
    known = entry.font.hasGlyphForCodePoint(codePoint);
    entry.covers.set(codePoint, known);
  }
  return known;
}

/** Characters any font may draw (spaces, joiners): they stay in the run they are in. */
const NEUTRAL = /[\s\u200B-\u200F\u2060\uFEFF]/u;

export type Run = { font: FontKey; text: string };

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
export const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** The font of each character (code point) of the text: the first of the style that has it; spaces stay put. */
export function fontsOf(chars: readonly string[], style: StyleKey): FontKey[] {
  const fonts = STYLES[style];
  const chosen: FontKey[] = [];
  for (const char of chars) {
    const codePoint = char.codePointAt(0)!;
    const last = chosen.at(-1);
    if (last && NEUTRAL.test(char)) chosen.push(last);
    else if (covers(fonts[0], codePoint)) chosen.push(fonts[0]);
    else chosen.push(fonts.find((key) => covers(key, codePoint)) ?? fonts[0]);
  }
  return chosen;
}

/** The text cut into runs, each in the first font of the style that has its characters. */
export function runsOf(text: string, style: StyleKey): Run[] {
  const chars = [...text];
  const fonts = fontsOf(chars, style);
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.font === fonts[i]) last.text += char;
    else runs.push({ font: fonts[i]!, text: char });
  });
  return runs;
}

/**
 * The advance of a character in thousandths of the font size, kept per font and character: measuring text is a
 * sum, not a layout (kerning and ligatures only ever narrow Latin text, so a line measured this way still fits).
 */
export function advanceOf(key: FontKey, char: string): number {
  const entry = load(key);
  let width = entry.advances.get(char);
  if (width === undefined) {
    const glyph = entry.font.glyphForCodePoint(char.codePointAt(0)!);
    width = (glyph.advanceWidth * 1000) / entry.font.unitsPerEm;
    entry.advances.set(char, width);
  }
  return width;
}
