// Prints the JavaScript and the stylesheets a first visit downloads (gzip) for each public page, from the built app in
// dist/, and fails when a public page is over the 100 kB budget or loads Blueprint (code or stylesheet), valibot (besides
// the pages known to), the editor or the admin.
// Usage: pnpm --filter @oeuvre/web build && pnpm --filter @oeuvre/web size
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
/**
 * Budget, gzip: 100 kB of JS on every public page (issue "Speed round 2"), the contact form included. Where it goes:
 * React and react-dom hydrating a page are 66 kB by themselves (measured: a bundle of hydrateRoot alone), and
 * react-router's declarative router (Router, Routes, Link, NavLink and the hooks) about 12 kB more, its production build
 * without the components the app does not use (leanReactRouter in vite.config.ts); the data router (createBrowserRouter,
 * RouterProvider) is not used in the browser (src/app/navigation.tsx). The API client is no part of a first load
 * (fetched once the app is idle). The entry (the app's frame, the router, SWR, the frame's icons; a page's own icons
 * come with the page: src/features/<page>/icons.ts) is about 15.8 kB; the landing page's code is its own, named in its
 * HTML like the directory's. The artist page's own code is about 21 kB (its chunk holds valibot and the contract's
 * schema modules, about 10 kB, because the published page's sections take in the sections read from their definitions):
 * a visitor's first view of it is adopted as the server drew it, with its live parts (the supporters, about 2.5 kB),
 * and the page's code loads when the visitor opens a work (src/lib/adopted-page.tsx).
 * CSS: the public stylesheet, which the server inlines whole into a
 * first view.
 */
const PUBLIC_JS_KB = 100;
const PUBLIC_CSS_KB = 20;

const gzipKb = (file) => gzipSync(readFileSync(join(assets, file))).length / 1024;
const staticImports = (file) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);

function closure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1]);
const entryStyles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"/g)].map((m) => m[1]);
const text = (file) => readFileSync(join(assets, file), 'utf8');
// Blueprint's components warn with this prefix and its stylesheet styles its popovers: neither is in the app's own code.
const isBlueprintJs = (file) => text(file).includes('[Blueprint]');
const isBlueprintCss = (file) => text(file).includes('.bp6-popover');
// valibot's issue message ("Invalid type: Expected string but received number"), as every schema check builds it.
const isValibot = (file) => /`Expected \$\{[A-Za-z_$][\w$]*\} but r`/.test(text(file));
const files = readdirSync(assets);

// Each page's own files: for the pages a visit often starts on, the files the server names in their HTML
// (route-preloads.json, written by the build); for the others, the page's chunk.
const routePreloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'));
const preloaded = (route) => routePreloads[route].scripts.map((url) => url.replace('/assets/', ''));
const pageChunk = (prefix) => {
  const file = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`No chunk named ${prefix}-*.js in dist/assets`);
  return [file];
};
const preloadedStyles = (route) => routePreloads[route].styles.map((url) => url.replace('/assets/', ''));
const pages = {
  '/ (landing)': { scripts: preloaded('/'), styles: preloadedStyles('/') },
  '/artists': { scripts: preloaded('/artists'), styles: preloadedStyles('/artists') },
  // A visitor's first view of an artist page is adopted as the server drew it (src/lib/adopted-page.tsx): the
  // page's own code loads when the visitor opens a work, or at once for a signed-in visitor (the next row, not held to
  // the budget: it is no stranger's first visit).
  '/artists/{slug}': { scripts: routePreloads['/artists/:slug'].adopted.scripts.map((url) => url.replace('/assets/', '')), styles: [] },
  '/artists/{slug} signed in': {
    scripts: preloaded('/artists/:slug'),
    styles: preloadedStyles('/artists/:slug'),
    valibot: true,
    budget: false,
  },
  '/venues': { scripts: preloaded('/venues'), styles: preloadedStyles('/venues') },
  '/venues/{slug}': { scripts: preloaded('/venues/:slug'), styles: preloadedStyles('/venues/:slug') },
  ...Object.fromEntries(
    [
      ['/about', 'AboutPage'],
      ['/privacy', 'PrivacyPage'],
      ['/terms', 'TermsPage'],
      ['/faq', 'FaqPage'],
      ['/blog', 'BlogPage'],
    ].map(([page, chunk]) => [page, { scripts: pageChunk(chunk), styles: [] }]),
  ),
  // The CV guide names the sections from the headings the build writes (virtual:oeuvre-section-headings).
  '/resources/cv-guide': { scripts: pageChunk('CvGuidePage'), styles: [] },
  '/resources/artist-resources': { scripts: pageChunk('ArtistResourcesPage'), styles: [] },
  '/contact': { scripts: pageChunk('ContactPage'), styles: [] },
};

const editor = files.filter((f) => /^(CvEditor|CvImport|Admin).*\.js$/.test(f));
let failed = false;
for (const [page, { scripts, styles, blueprint = false, valibot = false, budget = true }] of Object.entries(pages)) {
  const loaded = closure([...entry, ...scripts]);
  const js = [...loaded].reduce((sum, f) => sum + gzipKb(f), 0);
  const cssFiles = [...entryStyles, ...styles];
  const css = cssFiles.reduce((sum, f) => sum + gzipKb(f), 0);
  const problems = [
    budget && js > PUBLIC_JS_KB ? `JS OVER ${PUBLIC_JS_KB} kB` : '',
    !blueprint && css > PUBLIC_CSS_KB ? `CSS OVER ${PUBLIC_CSS_KB} kB` : '',
    !blueprint && [...loaded].some(isBlueprintJs) ? 'LOADS BLUEPRINT JS' : '',
    !blueprint && cssFiles.some(isBlueprintCss) ? "LOADS BLUEPRINT'S STYLESHEET" : '',
    // The artist page still does (see the budgets); a Blueprint screen may.
    !blueprint && !valibot && [...loaded].some(isValibot) ? 'LOADS VALIBOT' : '',
    ...editor.filter((f) => loaded.has(f)).map((f) => `LOADS ${f}`),
  ].filter(Boolean);
  failed ||= problems.length > 0;
  console.log(
    `${page.padEnd(28)} ${js.toFixed(1).padStart(6)} kB gzip JS in ${String(loaded.size).padStart(2)} files,` +
      ` ${css.toFixed(1).padStart(5)} kB gzip CSS${blueprint ? ' (a Blueprint screen)' : ''}` +
      `${problems.length ? `  ${problems.join(', ')}` : ''}`,
  );
}
console.log(`lazy only (never on public pages): ${editor.join(', ') || 'none'}`);
process.exitCode = failed ? 1 : 0;
