// Plain text and Markdown as lines: '#' headings, '**bold**' lines, '- ' list items, '*italic*' runs.
import { clean, type DocLine } from './lines.ts';

const ITALIC = /(?<![*_\w])[*_]([^*_\n]+)[*_](?![*_\w])/g;

/** Markdown emphasis and links removed; italic runs kept aside. */
function inline(text: string): { text: string; italic: string[]; bold: boolean } {
  const italic: string[] = [];
  let t = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, label: string, url: string) =>
      /^https?:|^mailto:/.test(url) && !label.includes(url.replace(/^mailto:/, ''))
        ? `${label} (${url.replace(/^mailto:/, '')})`
        : label,
    );
  const bold = /^\s*(\*\*|__)[^*_]+(\*\*|__)\s*:?\s*$/.test(t);
  t = t.replace(/(\*\*|__)(.+?)\1/g, '$2');
  t = t.replace(ITALIC, (_, inner: string) => {
    italic.push(clean(inner));
    return inner;
  });
  t = t.replace(/`([^`]*)`/g, '$1').replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
  return { text: clean(t), italic, bold };
}

/** Lines of pasted or plain text; with `markdown`, its markup read as structure. */
export function textLines(text: string, markdown: boolean): DocLine[] {
  const lines: DocLine[] = [];
  let page = 1;
  let blankBefore = true;
  let previousIndent = 0;
  let previousText = '';
  let previousLength = 0;
  let previousTextColumn = -10;
  let previousYearOnly = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    // Form feeds (pdftotext's page breaks) count pages.
    const feeds = raw.split('\f').length - 1;
    page += feeds;
    const line = raw.replace(/\f/g, '');
    if (!clean(line)) {
      blankBefore = true;
      continue;
    }
    if (markdown) {
      if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) continue; // a rule
      const heading = line.match(/^\s*#{1,6}\s+(.*?)\s*#*\s*$/);
      if (heading) {
        const { text: t } = inline(heading[1]!);
        if (t) lines.push({ text: t, heading: true, page, start: true });
        blankBefore = false;
        continue;
      }
      const item = line.match(/^\s*(?:[-*+]|\d+[.)])\s+(?![\d\s–—-]+$)(.*)$/);
      const indented = /^\s{2,}\S/.test(line) && !item;
      const { text: t, italic, bold } = inline(item ? item[1]! : line);
      if (!t) continue;
      lines.push({
        text: t,
        page,
        bold: bold || undefined,
        italic: italic.length ? italic : undefined,
        allItalic: italic.length === 1 && italic[0] === t ? true : undefined,
        start: item ? true : indented ? false : undefined,
      });
    } else {
      const item = line.match(/^\s*[•·▪◦‣–-]\s+(?![\d\s–—-]+$)(.*)$/);
      const t = clean(item ? item[1]! : line);
      const indent = line.length - line.trimStart().length;
      // Deeper than the line before (not a year on its own line): the line before, wrapped; unless it lines up with
      // the text after the year above and its first word would have fitted there (a year over several entries).
      const deeper =
        !item && !blankBefore && indent > previousIndent + 1 && !/^\d{4}\b/.test(t) && !previousYearOnly;
      const fitted = previousLength + 1 + (t.split(' ')[0]?.length ?? 0) <= 76;
      const underYear =
        deeper && Math.abs(indent - previousTextColumn) <= 1 && fitted && !/[,;:&–-]$/.test(previousText);
      lines.push({
        text: t,
        page,
        start: item || underYear ? true : deeper ? false : undefined,
        gapBefore: blankBefore || undefined,
      });
      previousIndent = indent;
      previousText = t;
      previousLength = line.trimEnd().length;
      const yearLed = line.match(/^(\s*(?:1[89]|20)\d{2}(?:\s*[-–—]\s*(?:\d{2,4}|present))?[:.]?\s+)\S/i);
      if (yearLed) previousTextColumn = yearLed[1]!.length;
      else if (!underYear) previousTextColumn = -10;
      previousYearOnly = /^(\d{4})(\s*[-–—]\s*(\d{2,4}|present|now|current|ongoing))?:?$/i.test(t);
    }
    blankBefore = false;
  }
  return lines;
}
