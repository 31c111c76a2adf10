// Prints the JavaScript a first visit downloads (gzip) for each public page, from the built app in dist/.
// Usage: pnpm --filter @oeuvre/web build && pnpm --filter @oeuvre/web size
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const BUDGET_KB = 200;

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
const pages = {
  '/ (landing)': [],
  '/artists': preloaded('/artists'),
  '/artists/{slug}': preloaded('/artists/:slug'),
  '/about': pageChunk('AboutPage'),
  '/contact': pageChunk('ContactPage'),
};

const editor = files.filter((f) => /^(CvEditor|Admin).*\.js$/.test(f));
let failed = false;
for (const [page, chunks] of Object.entries(pages)) {
  const loaded = closure([...entry, ...chunks]);
  const total = [...loaded].reduce((sum, f) => sum + gzipKb(f), 0);
  const over = total > BUDGET_KB;
  const leaked = editor.filter((f) => loaded.has(f));
  failed ||= over || leaked.length > 0;
  console.log(
    `${page.padEnd(18)} ${total.toFixed(1).padStart(6)} kB gzip JS in ${loaded.size} files` +
      `${over ? `  OVER ${BUDGET_KB} kB` : ''}${leaked.length ? `  LOADS ${leaked.join(', ')}` : ''}`,
  );
}
console.log(`lazy only (never on public pages): ${editor.join(', ') || 'none'}`);
process.exitCode = failed ? 1 : 0;
