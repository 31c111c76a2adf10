// `pnpm screenshots`: every page of Oeuvre photographed at 1280 and 375 px wide, in the light and the dark theme,
// for a design review. Serves the production build on the real server over a fresh database with the demo artists,
// signs in as an admin through the built-in sign-in page, and writes full-page PNGs to ./screenshots (ignored by
// git): screenshots/<width>-<theme>/<page>.png. Options: --out DIR, --only WORD (pages whose name contains it),
// --artists N (demo artists, default 30). SCREENSHOTS_PORT picks the port (default: a free one);
// CHROMIUM_PATH the browser (default /usr/bin/chromium).
/* global fetch, document */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const backend = path.join(root, 'backend');
const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const outDir = path.resolve(root, argValue('--out', 'screenshots'));
const only = argValue('--only', '');
const demoArtists = argValue('--artists', '30');
const ADMIN = { email: 'admin@oeuvre.test', firstName: 'Ada', lastName: 'Admin' };
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '375', viewport: { width: 375, height: 740 } },
];
const THEMES = ['light', 'dark'];

const work = mkdtempSync(path.join(tmpdir(), 'oeuvre-screenshots-'));
let server;
function cleanUp() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  const info = statSync(dir);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(dir).reduce(
    (max, name) => (name === 'node_modules' ? max : Math.max(max, newest(path.join(dir, name)))),
    0,
  );
}

/** The web app is built again when a source it is made from changed after the last build. */
function buildIfNeeded() {
  const index = path.join(root, 'web', 'dist', 'index.html');
  const built = existsSync(index) && existsSync(path.join(root, 'web', 'dist-server', 'render.js')) ? statSync(index).mtimeMs : 0;
  const sources = ['web/src', 'web/public', 'web/index.html', 'packages/contract/src', 'packages/api-client/src', 'packages/admin-ui/src'];
  if (built > Math.max(...sources.map((s) => newest(path.join(root, s))))) return;
  console.log('Building the web app…');
  const result = spawnSync('pnpm', ['--filter', '@oeuvre/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env, baseUrl) {
  server = spawn(process.execPath, ['src/main.ts'], { cwd: backend, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health within 2 minutes.');
}

/** Waits until the page has drawn: network quiet, fonts loaded, no loading placeholders left. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .bp6-skeleton'), null, { timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/api/login`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="firstName"]').fill(ADMIN.firstName);
  await page.locator('input[name="lastName"]').fill(ADMIN.lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function main() {
  buildIfNeeded();
  const port = Number(process.env.SCREENSHOTS_PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(path.join(work, 'data'), { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_BUILTIN_SIGNIN: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    ADMIN_EMAILS: ADMIN.email,
    LOG_LEVEL: 'warn',
  };
  console.log(`Seeding ${demoArtists} demo artists into a fresh database…`);
  const seeded = spawnSync(process.execPath, ['src/db/seed.ts', demoArtists], { cwd: backend, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('Seeding the demo artists failed.');
  await startServer(env, baseUrl);
  const directory = await (await fetch(`${baseUrl}/api/directory?pageSize=1`)).json();
  const slug = directory.items[0]?.slug;

  const visitorPages = [
    ['landing', '/'],
    ['directory', '/artists'],
    ['directory-search', '/artists?q=an'],
    ...(slug ? [['artist', `/artists/${slug}`]] : []),
    ['about', '/about'],
    ['contact', '/contact'],
    ['faq', '/faq'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['blog', '/blog'],
    ['cv-guide', '/resources/cv-guide'],
    ['artist-resources', '/resources/artist-resources'],
    ['not-found', '/no-such-page'],
    ['sign-in', '/api/login'],
  ];
  const adminPages = [
    ['home-signed-in', '/'],
    ['profile', '/profile'],
    ['create-cv', '/create-cv'],
    ['admin-dashboard', '/admin'],
    ['admin-artists', '/admin/artists'],
    ['admin-artists-rejected', '/admin/artists?tab=rejected'],
    ['admin-artists-batch-upload', '/admin/artists?tab=batch-upload'],
    ['admin-users', '/admin/users'],
    ['admin-pending', '/admin/pending'],
    ['admin-inbox', '/admin/inbox'],
    ['admin-outbox', '/admin/outbox'],
    ['admin-settings', '/admin/settings'],
    ['sign-out', '/api/logout'],
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  let count = 0;
  try {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const folder = path.join(outDir, `${width.name}-${theme}`);
        mkdirSync(folder, { recursive: true });
        const context = await browser.newContext({ viewport: width.viewport, colorScheme: theme });
        const page = await context.newPage();
        const shoot = async ([name, route]) => {
          if (only && !name.includes(only)) return;
          await page.goto(`${baseUrl}${route}`);
          await settle(page);
          await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
          count += 1;
        };
        for (const visit of visitorPages) await shoot(visit);
        await signIn(page, baseUrl);
        for (const visit of adminPages) await shoot(visit);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
}

main()
  .then(() => cleanUp())
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    cleanUp();
    process.exit(1);
  });
