// The stylesheet rules a first view needs, inlined in its HTML: the page paints with the HTML alone, while the
// whole stylesheet (Blueprint's and the app's, about 480 KB) still loads without blocking it and is applied
// before the app renders. A selector is kept when it can match the page: every class it requires is in the page's
// markup; a rule, with the selectors of its list that are kept. Anything not understood is kept, never dropped.

/** A rule keeps each selector of its list with the classes that selector requires, and its declarations. */
type Selector = { text: string; classes: string[] };
type Node =
  | { kind: 'rule'; selectors: Selector[]; body: string }
  | { kind: 'block'; head: string; children: Node[] }
  | { kind: 'raw'; text: string };

/** Index of the `}` closing the block that opens at `open` (a `{`), skipping strings. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** Splits at top-level commas (not inside parentheses or brackets). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The classes a selector requires. Arguments of functional pseudo-classes (`:not(.x)`, `:is(.a,.b)`) and attribute
 * selectors are left out: they do not make a class required, so leaving them out keeps more rules, never fewer.
 */
function requiredClasses(selector: string): string[] {
  let plain = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const brace = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon >= 0 && (brace < 0 || semicolon < brace)) {
      nodes.push({ kind: 'raw', text: css.slice(i, semicolon + 1) }); // @charset, @import, @layer a, b;
      i = semicolon + 1;
      continue;
    }
    if (brace < 0) break;
    const head = css.slice(i, brace).trim();
    const close = closingBrace(css, brace);
    const body = css.slice(brace + 1, close);
    if (/^@(media|supports|layer|container|document)\b/i.test(head)) {
      nodes.push({ kind: 'block', head, children: parse(body) });
    } else if (head.startsWith('@')) {
      nodes.push({ kind: 'raw', text: css.slice(i, close + 1) }); // @keyframes, @font-face, @property…
    } else {
      const selectors = splitSelectors(head).map((text) => ({ text: text.trim(), classes: requiredClasses(text) }));
      nodes.push({ kind: 'rule', selectors, body });
    }
    i = close + 1;
  }
  return nodes;
}

function select(nodes: Node[], used: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'rule') {
      // Only the selectors of the list that can match: Blueprint lists every intent and state of a component.
      const matching = node.selectors.filter((selector) => selector.classes.every((name) => used.has(name)));
      if (matching.length) out += `${matching.map((selector) => selector.text).join(',')}{${node.body}}`;
    } else {
      const inner = select(node.children, used);
      if (inner) out += `${node.head}{${inner}}`;
    }
  }
  return out;
}

/** The class of the body in the dark theme: its rules matter only to a page drawn dark. */
const DARK = 'bp6-dark';

/**
 * A parsed stylesheet, from which `for(markup, dark)` picks the rules that markup needs: in the dark theme (the theme
 * is a class of the body, outside the markup) the dark theme's rules too; in the light one, or before the theme is
 * known, not those (a first view of unknown theme waits for the whole stylesheet on a dark system).
 */
export function criticalCss(stylesheet: string): { for(markup: string, dark: boolean): string } {
  const nodes = parse(stylesheet);
  return {
    for(markup, dark) {
      const used = new Set(dark ? [DARK] : []);
      for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) {
        for (const name of list!.split(/\s+/)) if (name) used.add(name);
      }
      return select(nodes, used);
    },
  };
}
