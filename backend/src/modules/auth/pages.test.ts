// The server's own pages wear the product's design tokens: one accent, the same ground and ink as the site.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { page } from './pages.ts';

const tokens = readFileSync(new URL('../../../../packages/ui/src/tokens.css', import.meta.url), 'utf8');

/** The value of a token in one of the stylesheet's blocks (`:root {` or `.bp6-dark {`). */
function token(block: ':root' | '.bp6-dark', name: string): string {
  const start = tokens.indexOf(`\n${block} {`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  const value = new RegExp(`--oe-${name}:\\s*([^;]+);`).exec(body)?.[1];
  if (!value) throw new Error(`No --oe-${name} in ${block}`);
  return value.trim();
}

describe('the sign-in pages', () => {
  const html = page('Sign in', '<h1>Sign in</h1>');
  const light = /:root\{([^}]*);color-scheme:light\}/.exec(html)![1]!;
  const dark = /:root\.theme-dark\{([^}]*);color-scheme:dark\}/.exec(html)![1]!;

  it.each([
    ['light', ':root', () => light],
    ['dark', '.bp6-dark', () => dark],
  ] as const)('use the design tokens in the %s theme: ground, ink, muted text, rule and the one accent', (_name, block, css) => {
    for (const [variable, name] of [
      ['bg', 'ground'],
      ['surface', 'surface'],
      ['text', 'ink'],
      ['muted', 'ink-muted'],
      ['border', 'rule'],
      ['accent', 'accent'],
      ['accent-strong', 'accent-hover'],
      ['on-accent', 'on-accent'],
    ]) {
      expect(css(), `--${variable}`).toContain(`--${variable}:${token(block, name!)};`);
    }
  });

  it('draws the button in the accent and no colour of an older palette', () => {
    expect(html).toContain('background:var(--accent);color:var(--on-accent)');
    for (const old of ['#b4501c', '#2d72d2', '#215db0']) expect(html).not.toContain(old);
  });
});
