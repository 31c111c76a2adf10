// `pnpm screenshots`: every page of Oeuvre photographed at 1280 and 375 px wide, in the light and the dark theme,
// for a design review. Serves the production build on the real server over a fresh database with the demo artists,
// signs in as an admin through the built-in sign-in page, and writes full-page PNGs to ./screenshots (ignored by
// git): screenshots/<width>-<theme>/<page>.png. Options: --out DIR, --only WORD (pages whose name contains it),
// --artists N (demo artists, default 30). SCREENSHOTS_PORT picks the port (default: a free one);
// CHROMIUM_PATH the browser (default /usr/bin/chromium).
/* global fetch, document, window */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildWebIfChanged, startDemoServer } from './lib/demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
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
/** An invented artist's CV, pasted into the import to photograph its review (an undated entry left for the artist's year, lines set aside). */
const DEMO_CV = [
  'Maren Solvik',
  'Born 1985, Alesund, Norway. Lives and works in Oslo, Norway.',
  'maren@solvik.example',
  '',
  'Education',
  '2009-2011 MFA, Oslo National Academy of the Arts, Oslo',
  '',
  'Solo Exhibitions',
  '2023 Weather Diaries, Galleri Fjord, Bergen',
  '2020 Long Light, Kunstnerforbundet, Oslo',
  '',
  'Group Exhibitions',
  '2022 North by North, Kunsthall Trondheim, Trondheim',
  '',
  'Awards',
  '2021 Young Painter Prize, Nordic Art Foundation',
  '',
  'Assorted studio work along the coast, various years',
].join('\n');

const work = mkdtempSync(path.join(tmpdir(), 'oeuvre-screenshots-'));
let demo;
function cleanUp() {
  if (demo && demo.server.exitCode === null) demo.server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** The import's review of DEMO_CV; afterwards the import is discarded (leaving it open would ask before every visit). */
const importReview = {
  async prepare(page) {
    await page.getByLabel('Or paste the text of your CV').fill(DEMO_CV);
    await page.getByRole('button', { name: 'Read pasted text' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review your imported CV' }).waitFor({ timeout: 60_000 });
  },
  async after(page) {
    await page.getByRole('button', { name: 'Discard import' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard import' }).click();
    await page.waitForURL(/\/create-cv$/);
  },
};

/**
 * Waits until the page has drawn: network quiet, fonts loaded, no loading placeholders left, and every lazily loaded
 * picture in (a full-page shot does not scroll, so pictures below the first screens would stay blank).
 */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    })
    .catch(() => {});
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
  buildWebIfChanged();
  demo = await startDemoServer({
    dataDir: path.join(work, 'data'),
    artists: demoArtists,
    port: process.env.SCREENSHOTS_PORT ? Number(process.env.SCREENSHOTS_PORT) : undefined,
    env: { ADMIN_EMAILS: ADMIN.email },
  });
  const { baseUrl } = demo;
  const directory = await (await fetch(`${baseUrl}/api/directory?pageSize=1`)).json();
  const slug = directory.items[0]?.slug;
  const venues = await (await fetch(`${baseUrl}/api/venues?limit=1`)).json();
  const venueSlug = venues.venues?.[0]?.slug;

  const visitorPages = [
    ['landing', '/'],
    ['directory', '/artists'],
    ['directory-search', '/artists?q=an'],
    ...(slug ? [['artist', `/artists/${slug}`]] : []),
    ['venues', '/venues'],
    ...(venueSlug ? [['venue', `/venues/${venueSlug}`]] : []),
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
    ['cv-import', '/create-cv/import'],
    ['cv-import-review', '/create-cv/import', importReview],
    ['admin-dashboard', '/admin'],
    ['admin-artists', '/admin/artists'],
    ['admin-artists-rejected', '/admin/artists?tab=rejected'],
    ['admin-artists-batch-upload', '/admin/artists?tab=batch-upload'],
    ['admin-users', '/admin/users'],
    ['admin-pending', '/admin/pending'],
    ...(directory.items[0]?.id ? [['admin-draft', `/admin/artists/draft/${directory.items[0].id}`]] : []),
    ['admin-venues', '/admin/venues'],
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
        const shoot = async ([name, route, steps]) => {
          if (only && !name.includes(only)) return;
          await page.goto(`${baseUrl}${route}`);
          if (steps) await steps.prepare(page);
          await settle(page);
          await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
          if (steps) await steps.after(page);
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
