// Prints the JavaScript and the stylesheets a first visit downloads (gzip) for each public page, from the built app in
// dist/, and fails when a public page is over its budget or loads Blueprint (code or stylesheet), the editor or the admin.
// Usage: pnpm --filter @oeuvre/web build && pnpm --filter @oeuvre/web size
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
/**
 * Budgets, gzip. JS: React and react-dom hydrating a page are about 66 kB by themselves and react-router's data
 * router about 29 kB more, so a public page cannot get near 80 kB while React hydrates it; 150 kB is what the public
 * pages take now with a little room. CSS: the public stylesheet, which the server inlines whole into a first view.
 */
const PUBLIC_JS_KB = 150;
const PUBLIC_CSS_KB = 20;
/** The Blueprint screens a visitor can open without signing in (contact): the budget every page once had. */
const BLUEPRINT_JS_KB = 200;

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
  '/ (landing)': { scripts: [], styles: [] },
  '/artists': { scripts: preloaded('/artists'), styles: preloadedStyles('/artists') },
  '/artists/{slug}': { scripts: preloaded('/artists/:slug'), styles: preloadedStyles('/artists/:slug') },
  '/about': { scripts: pageChunk('AboutPage'), styles: [] },
  '/contact': { scripts: pageChunk('ContactPage'), styles: [], blueprint: true },
};

const editor = files.filter((f) => /^(CvEditor|CvImport|Admin).*\.js$/.test(f));
let failed = false;
for (const [page, { scripts, styles, blueprint = false }] of Object.entries(pages)) {
  const loaded = closure([...entry, ...scripts]);
  const js = [...loaded].reduce((sum, f) => sum + gzipKb(f), 0);
  const cssFiles = [...entryStyles, ...styles];
  const css = cssFiles.reduce((sum, f) => sum + gzipKb(f), 0);
  const jsBudget = blueprint ? BLUEPRINT_JS_KB : PUBLIC_JS_KB;
  const problems = [
    js > jsBudget ? `JS OVER ${jsBudget} kB` : '',
    !blueprint && css > PUBLIC_CSS_KB ? `CSS OVER ${PUBLIC_CSS_KB} kB` : '',
    !blueprint && [...loaded].some(isBlueprintJs) ? 'LOADS BLUEPRINT JS' : '',
    !blueprint && cssFiles.some(isBlueprintCss) ? "LOADS BLUEPRINT'S STYLESHEET" : '',
    ...editor.filter((f) => loaded.has(f)).map((f) => `LOADS ${f}`),
  ].filter(Boolean);
  failed ||= problems.length > 0;
  console.log(
    `${page.padEnd(18)} ${js.toFixed(1).padStart(6)} kB gzip JS in ${String(loaded.size).padStart(2)} files,` +
      ` ${css.toFixed(1).padStart(5)} kB gzip CSS${blueprint ? ' (a Blueprint screen)' : ''}` +
      `${problems.length ? `  ${problems.join(', ')}` : ''}`,
  );
}
console.log(`lazy only (never on public pages): ${editor.join(', ') || 'none'}`);
process.exitCode = failed ? 1 : 0;
