// `pnpm start`'s build step: builds the web app (client, server-side renderer, precompressed files) only when
// something it is built from changed since the last build. The backend needs no build: Node runs its TypeScript
// as JavaScript by stripping the types (the code uses only erasable syntax, `erasableSyntaxOnly`).
//
// The inputs are hashed by content: the web app's own files and those of the workspace packages it bundles,
// the lockfile, the shared tsconfig and the VITE_* environment. The hash is kept beside the build
// (web/dist-server/.build-inputs); a missing or different hash, or a missing output, means a full `vite build`.
// `pnpm build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['web', 'packages/contract', 'packages/api-client', 'packages/admin-ui', 'packages/cv-document', 'pnpm-lock.yaml', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report', '.vite']);
// In the server renderer's folder: every build empties it, and it is not served.
const STAMP = path.join(root, 'web', 'dist-server', '.build-inputs');
const OUTPUTS = ['web/dist/index.html', 'web/dist-server/render.js'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const e of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(e.name)) continue;
    if (e.isDirectory()) yield* files(path.join(entry, e.name));
    else if (e.isFile()) yield path.join(entry, e.name);
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  const viteEnv = Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort();
  hash.update(JSON.stringify(viteEnv));
  return hash.digest('hex');
}

const current = inputsHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === current && OUTPUTS.every((f) => existsSync(path.join(root, f)))) {
  console.log('The web app is up to date (its inputs are unchanged since the last build).');
} else {
  const status = spawnSync('pnpm', ['--filter', '@oeuvre/web', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
  if (status !== 0) process.exit(status);
  writeFileSync(STAMP, `${current}\n`);
}
