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
const chunk = (prefix) => files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));

const pages = {
  '/ (landing)': [],
  '/artists': ['DirectoryPage'],
  '/artists/{slug}': ['ArtistPage'],
  '/about': ['AboutPage'],
  '/contact': ['ContactPage'],
};

let failed = false;
for (const [page, chunks] of Object.entries(pages)) {
  const files = closure([...entry, ...chunks.map(chunk).filter(Boolean)]);
  const total = [...files].reduce((sum, f) => sum + gzipKb(f), 0);
  const over = total > BUDGET_KB;
  failed ||= over;
  console.log(`${page.padEnd(18)} ${total.toFixed(1).padStart(6)} kB gzip JS in ${files.size} files${over ? `  OVER ${BUDGET_KB} kB` : ''}`);
}
const editor = files.filter((f) => /^(CvEditor|Admin).*\.js$/.test(f));
console.log(`lazy only (never on public pages): ${editor.join(', ') || 'none'}`);
process.exitCode = failed ? 1 : 0;
