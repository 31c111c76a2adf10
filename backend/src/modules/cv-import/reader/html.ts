// HTML (a CV page saved from the browser, or mammoth's reading of a Word file) as lines: block elements are lines,
// h1-h6 headings, bold and italic runs kept; navigation, landmarks, scripts and forms set aside. No URL is fetched.
import { Parser } from 'htmlparser2';
import { clean, type DocLine } from './lines.ts';

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'head',
  'select',
  'option',
  'textarea',
  'canvas',
  'object',
  'audio',
  'video',
  'math',
]);
const CHROME = new Set(['nav', 'form', 'button', 'menu', 'dialog']);
const CHROME_ROLES = new Set(['navigation', 'contentinfo', 'search', 'menu', 'menubar', 'dialog']);
const SECTIONING = new Set(['article', 'main', 'section', 'aside']);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'tbody',
  'thead',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'hr',
  'body',
  'html',
  'nav',
  'form',
  'fieldset',
  'details',
  'summary',
  'caption',
  'center',
]);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em', 'cite']);

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

interface Open {
  name: string;
  skip: boolean;
  chrome: boolean;
  bold: boolean;
  italic: boolean;
  heading: boolean;
}

const styleBold = (style: string) => /font-weight\s*:\s*(bold|[6-9]00)/i.test(style);
const styleItalic = (style: string) => /font-style\s*:\s*italic/i.test(style);
const hidden = (attrs: Record<string, string>) =>
  'hidden' in attrs ||
  attrs['aria-hidden'] === 'true' ||
  /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attrs.style ?? '');

export function readHtmlLines(html: string): DocLine[] {
  const lines: DocLine[] = [];
  const stack: Open[] = [];
  let runs: Run[] = [];
  // Whether the next line is the first of its block (a new entry) or follows a <br> in the same block.
  let startOfBlock = true;
  const top = () => stack.at(-1);

  const flush = (afterBreak: boolean) => {
    const text = clean(runs.map((r) => r.text).join(''));
    const state = top();
    if (text) {
      const visible = runs.filter((r) => clean(r.text));
      const italic: string[] = [];
      let current = '';
      for (const r of runs) {
        if (r.italic) current += r.text;
        else if (clean(current)) {
          italic.push(clean(current));
          current = '';
        } else current = '';
      }
      if (clean(current)) italic.push(clean(current));
      const bold = visible.length > 0 && visible.every((r) => r.bold);
      const allItalic = visible.length > 0 && visible.every((r) => r.italic);
      const chrome = stack.some((s) => s.chrome);
      lines.push({
        text,
        heading: stack.some((s) => s.heading) || undefined,
        bold: bold || undefined,
        italic: italic.length ? italic : undefined,
        allItalic: allItalic || undefined,
        // After a <br> the layout does not say: a list written with line breaks, or an entry and its details.
        start: startOfBlock ? true : undefined,
        ...(chrome ? { ignore: 'navigation' as const } : {}),
      });
      startOfBlock = false;
    }
    runs = [];
    if (!afterBreak) startOfBlock = true;
    void state;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = top();
        const role = (attrs.role ?? '').toLowerCase();
        // A page's footer landmark is site furniture; its header often holds the artist's name, so it is read.
        const landmark = name === 'footer' && !stack.some((s) => SECTIONING.has(s.name));
        const open: Open = {
          name,
          skip: Boolean(parent?.skip) || SKIP.has(name) || hidden(attrs),
          chrome: Boolean(parent?.chrome) || CHROME.has(name) || CHROME_ROLES.has(role) || landmark,
          bold:
            Boolean(parent?.bold) || BOLD.has(name) || styleBold(attrs.style ?? '') || /^h[1-6]$/.test(name),
          italic: Boolean(parent?.italic) || ITALIC.has(name) || styleItalic(attrs.style ?? ''),
          heading: Boolean(parent?.heading) || /^h[1-6]$/.test(name),
        };
        if (name === 'br') {
          flush(true);
          return;
        }
        if (BLOCK.has(name)) flush(false);
        else if (name === 'td' || name === 'th') runs.push({ text: '  ', bold: open.bold, italic: false });
        if (name === 'img' && attrs.alt && !open.skip) runs.push({ text: '', bold: false, italic: false });
        const voids = [
          'img',
          'hr',
          'input',
          'meta',
          'link',
          'wbr',
          'source',
          'col',
          'area',
          'base',
          'embed',
          'param',
          'track',
        ];
        if (!voids.includes(name)) stack.push(open);
      },
      ontext(text) {
        const state = top();
        if (state?.skip) return;
        runs.push({
          text: text.replace(/\s+/g, ' '),
          bold: Boolean(state?.bold),
          italic: Boolean(state?.italic),
        });
      },
      onclosetag(name, implied) {
        void implied;
        const at = stack.map((s) => s.name).lastIndexOf(name);
        if (at < 0) return;
        if (BLOCK.has(name)) flush(false);
        stack.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush(false);
  return lines;
}
