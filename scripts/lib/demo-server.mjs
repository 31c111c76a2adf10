// The production build on the real server over a fresh embedded database of demo artists, for the scripts that
// look at Oeuvre in a browser (`pnpm screenshots`, `pnpm audit:lighthouse`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, stopChild, waitUntilReady } from '@oeuvre/test-kit';

const root = path.resolve(import.meta.dirname, '..', '..');
const backend = path.join(root, 'backend');

/** Builds the web app when its inputs changed since the last build (as `pnpm start` does). */
export function buildWebIfChanged() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed.');
}

/**
 * Seeds `artists` demo artists into a fresh database in `dataDir` (and `csvArtists` more through the CSV import:
 * csv-artists.mjs) and starts the server on it; answers the server's base URL and a function that stops it. `env`
 * adds to the server's environment (ADMIN_EMAILS, ...).
 */
export async function startDemoServer({ dataDir, artists, csvArtists = 0, port, env: extra = {} }) {
  const chosenPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_BUILTIN_SIGNIN: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: String(chosenPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  console.log(`Seeding ${artists} demo artists into a fresh database…`);
  // The embedded database makes its own folder but not the data folder around it.
  mkdirSync(dataDir, { recursive: true });
  const seeded = spawnSync(process.execPath, ['src/db/seed.ts', String(artists)], { cwd: backend, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('Seeding the demo artists failed.');
  if (csvArtists > 0) {
    console.log(`Importing ${csvArtists} artists through the CSV import…`);
    const script = path.join(root, 'scripts', 'lib', 'csv-artists.mjs');
    const imported = spawnSync(process.execPath, [script, String(csvArtists)], { cwd: backend, env, stdio: 'inherit' });
    if (imported.status !== 0) throw new Error('Importing the CSV artists failed.');
  }
  const server = spawn(process.execPath, ['src/main.ts'], { cwd: backend, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntilReady(server, `${baseUrl}/api/health`, { timeoutMs: 120_000 });
  return { baseUrl, server, stop: () => stopChild(server) };
}
