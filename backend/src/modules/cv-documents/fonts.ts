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

type Loaded = { font: fontkit.Font; covers: Map<number, boolean> };
const loaded = new Map<FontKey, Loaded>();

/** A font's file, read once per process (the CJK ones are 6-10 MB: only when a document needs them). */
function load(key: FontKey): Loaded {
  let entry = loaded.get(key);
  if (!entry) {
    const bytes = readFileSync(require.resolve(FILES[key]));
    entry = { font: fontkit.create(bytes) as fontkit.Font, covers: new Map() };
    loaded.set(key, entry);
  }
  return entry;
}

/** The parsed font, shared by every document (parsing its tables is most of the cost of a small PDF). */
export function fontOf(key: FontKey): fontkit.Font {
  return load(key).font;
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

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** The text cut into runs, each in the first font of the style that has its characters. */
export function runsOf(text: string, style: StyleKey): Run[] {
  const fonts = STYLES[style];
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    let font: FontKey;
    if (last && NEUTRAL.test(char)) font = last.font;
    else if (covers(fonts[0], codePoint)) font = fonts[0];
    else font = fonts.find((key) => covers(key, codePoint)) ?? fonts[0];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  // A right-to-left run is drawn reversed: a space it ends with goes after it, not before it.
  return runs.flatMap((run) => {
    const [, body, tail] = /^(.*?)(\s*)$/su.exec(run.text)!;
    return RTL.test(run.text) && tail && body
      ? [
          { font: run.font, text: body },
          { font: run.font, text: tail },
        ]
      : [run];
  });
}
