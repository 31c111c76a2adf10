// The server's own small pages (sign-in, sign-out, refusals): Oeuvre's logo, type and colours, light or dark as the
// visitor chose (the theme cookie) or as their system prefers, at any width, with no script and every text escaped.
import type { Context } from 'koa';
import { THEME_STORAGE_KEY } from '@oeuvre/contract';
import { escapeHtml } from '../../http/html.ts';

/** The theme a page is drawn in: the visitor's choice when known, otherwise their system's. */
export type PageTheme = 'light' | 'dark' | undefined;

/**
 * The theme the visitor chose on the site (its cookie); without a choice the page follows the system's theme
 * through its own stylesheet, which knows it better than any request header.
 */
export function pageThemeOf(ctx: Pick<Context, 'cookies'>): PageTheme {
  const chosen = ctx.cookies.get(THEME_STORAGE_KEY);
  return chosen === 'light' || chosen === 'dark' ? chosen : undefined;
}

// The design tokens of packages/ui/src/tokens.css (ground, ink, rule, the one accent), copied: this page has no other
// stylesheet. pages.test.ts holds them to the tokens.
const LIGHT = '--bg:#ffffff;--surface:#ffffff;--text:#1a1a1a;--muted:#5e5e5e;--border:#e3e1dc;--field:#fff;--field-border:#8a877f;--accent:#a8431a;--accent-strong:#8f3914;--on-accent:#ffffff;--quiet:#f5f4f1;--error-bg:#fce8e8;--error:#8e292c;--tile:#1a1a1a;--tile-edge:transparent';
const DARK = '--bg:#141414;--surface:#1e1e1e;--text:#f2f0ec;--muted:#a9a6a0;--border:#34322f;--field:#141414;--field-border:#77736c;--accent:#f0a36b;--accent-strong:#f5b98c;--on-accent:#141414;--quiet:#262524;--error-bg:#4b2326;--error:#ffb3b3;--tile:#262524;--tile-edge:#5e5e5e';

/** The tokens' serif, for the name and the heading. */
const SERIF = '"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua","URW Palladio L",P052,Georgia,"Liberation Serif","DejaVu Serif",serif';

const STYLE = `
  :root{${LIGHT};color-scheme:light}
  @media (prefers-color-scheme:dark){:root:not(.theme-light){${DARK};color-scheme:dark}}
  :root.theme-dark{${DARK};color-scheme:dark}
  *,*::before,*::after{box-sizing:border-box}
  html{-webkit-text-size-adjust:100%}
  body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:var(--bg);color:var(--text);font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:anywhere}
  header{width:100%;max-width:440px;padding:32px 16px 16px}
  .logo{display:inline-flex;align-items:center;gap:10px;color:inherit;text-decoration:none}
  .logo-word{font-family:${SERIF};font-size:21px;letter-spacing:.02em}
  .logo-tile{fill:var(--tile);stroke:var(--tile-edge)}
  main{width:100%;max-width:440px;padding:0 16px 32px}
  .card{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:28px 24px}
  h1{font-family:${SERIF};font-weight:400;font-size:28px;line-height:1.2;margin:0 0 8px}
  p{color:var(--muted);margin:0 0 20px}
  label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
  input{display:block;width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--field-border);border-radius:6px;background:var(--field);color:var(--text);font:inherit}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
  button,.button{display:block;width:100%;min-height:44px;margin-top:20px;padding:10px 16px;border:0;border-radius:6px;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  button:hover,.button:hover{background:var(--accent-strong)}
  form+form button,.secondary{margin-top:12px;background:var(--quiet);color:var(--text)}
  form+form button:hover,.secondary:hover{background:var(--border)}
  .error{background:var(--error-bg);color:var(--error);padding:10px 12px;border-radius:6px;margin-bottom:8px}
`;

/** The Oeuvre mark (as the site header draws it), with an edge in the dark theme so the tile stays visible. */
const LOGO =
  '<a class="logo" href="/"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect class="logo-tile" x=".5" y=".5" width="31" height="31" rx="7"/>' +
  '<circle cx="16" cy="16" r="8.5" fill="none" stroke="#F5EFE3" stroke-width="3.5"/>' +
  '<circle cx="23.5" cy="8.5" r="2.5" fill="#E07A3F"/></svg><span class="logo-word">Oeuvre</span></a>';

/** A small self-contained page (no script) for the sign-in and consent steps. */
export function page(title: string, body: string, theme?: PageTheme): string {
  const themeClass = theme ? ` class="theme-${theme}"` : '';
  return (
    `<!doctype html><html lang="en"${themeClass}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<meta name="color-scheme" content="${theme ?? 'light dark'}">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · Oeuvre</title>` +
    `<style>${STYLE}</style></head><body><header>${LOGO}</header><main><div class="card">${body}</div></main></body></html>`
  );
}

/** A refusal shown instead of a session (frozen account, registration closed, failed sign-in). */
export function messagePage(
  title: string,
  message: string,
  action = { href: '/', label: 'Back to Oeuvre' },
  theme?: PageTheme,
): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
    theme,
  );
}
