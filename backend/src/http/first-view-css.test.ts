import { describe, expect, it } from 'vitest';
import { criticalCss } from './first-view-css.ts';

const page = (classes: string) => `<div class="${classes}"><p>text</p></div>`;

describe('the rules a first view needs', () => {
  it('keeps rules whose selectors the page can match, and rules without a class', () => {
    const css = 'html{color:#000}p{margin:0}.a{top:0}.b{top:1px}.a .c{top:2px}.a.b{top:3px}.x,.a>p{top:4px}';
    expect(criticalCss(css).for(page('a'))).toBe('html{color:#000}p{margin:0}.a{top:0}.x,.a>p{top:4px}');
    expect(criticalCss(css).for(page('a b'))).toBe('html{color:#000}p{margin:0}.a{top:0}.b{top:1px}.a.b{top:3px}.x,.a>p{top:4px}');
  });

  it('never drops a rule for a class it only excludes or offers as one choice', () => {
    const css = '.a:not(.disabled){top:0}:is(.a,.zzz) p{top:1px}.a[class*=intent-]{top:2px}.a:nth-child(2n+1){top:3px}';
    expect(criticalCss(css).for(page('a'))).toBe(css);
  });

  it('keeps media and supports blocks with the rules inside them that match, and keyframes and fonts whole', () => {
    const css =
      '@media (max-width:767px){.a{top:0}.b{top:1px}}@supports (display:grid){.b{top:2px}}@keyframes glow{0%{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(x.woff2)}';
    expect(criticalCss(css).for(page('a'))).toBe(
      '@media (max-width:767px){.a{top:0}}@keyframes glow{0%{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(x.woff2)}',
    );
  });

  it('reads strings with braces, comments and escaped class names', () => {
    const css = '/* a } comment */.a:after{content:"}{"}.sm\\:hidden{display:none}.b{top:0}';
    expect(criticalCss(css).for(page('a sm:hidden'))).toBe('.a:after{content:"}{"}.sm\\:hidden{display:none}');
  });

  it('always keeps the dark theme rules of the classes on the page (the theme is a class of the body)', () => {
    const css = '.bp6-dark .a{color:#fff}.bp6-dark .b{color:#fff}';
    expect(criticalCss(css).for(page('a'))).toBe('.bp6-dark .a{color:#fff}');
  });
});
