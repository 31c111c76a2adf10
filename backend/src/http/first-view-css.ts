// The stylesheet rules a first view needs, inlined in its HTML: the page paints with the HTML alone, while the
// whole stylesheet (Blueprint's and the app's, about 480 KB) still loads without blocking it and is applied
// before the app renders. A rule is kept when some selector of it can match the page: every class the
// selector requires is in the page's markup. Anything not understood is kept, never dropped.

type Node = { kind: 'rule'; selectors: string[][]; text: string } | { kind: 'block'; head: string; children: Node[] } | { kind: 'raw'; text: string };

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
      nodes.push({ kind: 'rule', selectors: splitSelectors(head).map(requiredClasses), text: css.slice(i, close + 1) });
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
      if (node.selectors.some((classes) => classes.every((name) => used.has(name)))) out += node.text;
    } else {
      const inner = select(node.children, used);
      if (inner) out += `${node.head}{${inner}}`;
    }
  }
  return out;
}

/** Classes every first view may carry outside its markup: the theme is a class of the body. */
const ALWAYS = ['bp6-dark'];

/** A parsed stylesheet, from which `for(markup)` picks the rules that markup needs. */
export function criticalCss(stylesheet: string): { for(markup: string): string } {
  const nodes = parse(stylesheet);
  return {
    for(markup) {
      const used = new Set(ALWAYS);
      for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) {
        for (const name of list!.split(/\s+/)) if (name) used.add(name);
      }
      return select(nodes, used);
    },
  };
}
