import { describe, expect, it } from 'vitest';
import { criticalCss } from './first-view-css.ts';

const page = (classes: string) => `<div class="${classes}"><p>text</p></div>`;

describe('the rules a first view needs', () => {
  it('keeps rules whose selectors the page can match, and rules without a class', () => {
    const css = 'html{color:#000}p{margin:0}.a{top:0}.b{top:1px}.a .c{top:2px}.a.b{top:3px}.x,.a>p{top:4px}';
    expect(criticalCss(css).for(page('a'), false)).toBe('html{color:#000}p{margin:0}.a{top:0}.a>p{top:4px}');
    expect(criticalCss(css).for(page('a b'), false)).toBe('html{color:#000}p{margin:0}.a{top:0}.b{top:1px}.a.b{top:3px}.a>p{top:4px}');
  });

  it('keeps only the selectors of a list that the page can match', () => {
    const css = '.a:active,.a.active,.a.b:hover,\n.c .a{top:0}.x,.y{top:1px}';
    expect(criticalCss(css).for(page('a active'), false)).toBe('.a:active,.a.active{top:0}');
  });

  it('never drops a rule for a class it only excludes or offers as one choice', () => {
    const css = '.a:not(.disabled){top:0}:is(.a,.zzz) p{top:1px}.a[class*=intent-]{top:2px}.a:nth-child(2n+1){top:3px}';
    expect(criticalCss(css).for(page('a'), false)).toBe(css);
  });

  it('keeps media and supports blocks with the rules inside them that match, and keyframes and fonts whole', () => {
    const css =
      '@media (max-width:767px){.a{top:0}.b{top:1px}}@supports (display:grid){.b{top:2px}}@keyframes glow{0%{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(x.woff2)}';
    expect(criticalCss(css).for(page('a'), false)).toBe(
      '@media (max-width:767px){.a{top:0}}@keyframes glow{0%{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(x.woff2)}',
    );
  });

  it('reads strings with braces, comments and escaped class names', () => {
    const css = '/* a } comment */.a:after{content:"}{"}.sm\\:hidden{display:none}.b{top:0}';
    expect(criticalCss(css).for(page('a sm:hidden'), false)).toBe('.a:after{content:"}{"}.sm\\:hidden{display:none}');
  });

  it('keeps the dark theme rules of the classes on the page for a page drawn dark (the theme is a class of the body)', () => {
    const css = '.a{color:#000}.bp6-dark .a{color:#fff}.bp6-dark .b{color:#fff}';
    expect(criticalCss(css).for(page('a'), true)).toBe('.a{color:#000}.bp6-dark .a{color:#fff}');
  });

  it('leaves the dark theme rules out of a page drawn light or in a theme not known yet', () => {
    const css = '.a{color:#000}.bp6-dark .a{color:#fff}@media (min-width:600px){.bp6-dark .a{top:0}}';
    expect(criticalCss(css).for(page('a'), false)).toBe('.a{color:#000}');
  });
});
