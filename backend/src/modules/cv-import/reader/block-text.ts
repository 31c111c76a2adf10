// An entry's text: its main text (wrapped lines joined) and its details (a line in italics under it, as Oeuvre's own
// CV and many others set notes), with the italic runs that may be its title.
import type { Block } from './segment.ts';
import { clean } from './lines.ts';

export interface EntryText {
  main: string;
  details: string;
  italic: string[];
}

/** Words whose hyphen stays when a line breaks after it ('site-' / 'specific', 'co-' / 'curated'). */
const HYPHENATED =
  /(?:^|[^\p{L}])(?:co|self|site|non|post|pre|re|anti|mid|two|three|four|multi|inter|cross|well|long|short|full|part|half|ex|semi|sub|neo|pan|proto|trans|mixed|large|small|single|solo|group|artist|time|place|world)-$/iu;

/**
 * Joins wrapped lines. A line broken after a hyphen joins without a space: the hyphen kept before a capital
 * ('Okonkwo-' / 'Reyes') or after a prefix ('site-' / 'specific'), dropped where justified text hyphenated a word
 * ('Kunst-' / 'halle').
 */
export function joinLines(texts: string[]): string {
  let out = '';
  for (const t of texts) {
    if (!out) out = t;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(t) && !HYPHENATED.test(out)) out = out.slice(0, -1) + t;
    else if (/\p{L}-$/u.test(out) && /^\p{L}/u.test(t)) out += t;
    else out += ` ${t}`;
  }
  return clean(out);
}

export function entryText(block: Block): EntryText {
  const main: string[] = [];
  const details: string[] = [];
  const italic: string[] = [];
  const first = block.texts[0]?.line;
  block.texts.forEach(({ text, line }, i) => {
    // Notes under an entry: a whole line in italics (or smaller) after a first line that was not.
    const smaller = line.size !== undefined && first?.size !== undefined && line.size < first.size - 0.4;
    const isDetails =
      i > 0 && !first?.allItalic && (line.allItalic || smaller) && (details.length > 0 || line !== first);
    if (isDetails) details.push(text);
    else main.push(text);
    if (line.italic && !isDetails) {
      const [head, ...others] = line.italic;
      const previous = italic.at(-1);
      // A title in italics wrapped over two lines: the run that ends one line goes on at the start of the next.
      if (previous && head && i > 0 && block.texts[i - 1]!.text.endsWith(previous) && text.startsWith(head))
        italic[italic.length - 1] = `${previous} ${head}`;
      else if (head) italic.push(head);
      italic.push(...others);
    }
  });
  return { main: joinLines(main), details: joinLines(details), italic: italic.filter((t) => t.length > 1) };
}
