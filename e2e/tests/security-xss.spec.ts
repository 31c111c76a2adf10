// XSS: script payloads in every text and URL field of every form (profile, each CV section, gallery, contact,
// CSV cells, settings, a rejection reason, the names the sign-in provider sends), then every public, artist and
// admin view rendered in Chromium with dialog, console, CSP-violation and page-error hooks and a DOM scan.
// Pass: 0 scripts run (no dialog, no blocked inline script, no on* attribute or javascript: link in the DOM),
// 0 page errors, and javascript: / data: URLs refused with 400 at the API.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { api, apiOk, upload } from '../support/api.ts';
import { imageFile } from '../support/images.ts';
import { newPerson, type Person, signedIn, signedInAdmin } from '../support/session.ts';

const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const SCRIPT = "'><script>alert(1)</script>";
const JS_URL = 'javascript:alert(1)';
/** A short text field's payload (names, places: at most 200 characters). */
const P = `${IMG} ${SVG}`;
/** A year field's payload (at most 50 characters). */
const Y = IMG;
/** A long text field's payload. */
const LONG = `${IMG} ${SVG} ${SCRIPT} ${JS_URL}\n\n${IMG} second paragraph ${SVG}`;
/** http(s) URLs the schemas accept, carrying markup that would break out of an attribute if pasted in raw. */
const HOSTILE_HTTP = `https://example.org/${SVG}${IMG}?q=${SCRIPT}`;

type Guard = { events: string[] };

/** Records every dialog, blocked inline script, console error and uncaught page error of the context's pages. */
async function guard(context: BrowserContext): Promise<Guard> {
  const g: Guard = { events: [] };
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: string[] };
    w.__xss = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__xss.push(`CSP blocked ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  context.on('page', (page) => watch(page, g));
  for (const page of context.pages()) watch(page, g);
  return g;
}

function watch(page: Page, g: Guard): void {
  page.on('dialog', (dialog) => {
    g.events.push(`dialog ${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|alert\(|onerror|onload/i.test(text))
      g.events.push(`console ${message.type()}: ${text} on ${page.url()}`);
  });
  page.on('pageerror', (error) => g.events.push(`page error: ${error.message} on ${page.url()}`));
}

/** The DOM after the view settled: any element that could run script, and what the CSP saw blocked. */
/** The hashes (base64 SHA-256) of the inline scripts the server's CSP allows: the web app's loader, nothing else. */
async function allowedInlineScripts(page: Page): Promise<Set<string>> {
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  return new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice("'sha256-".length, -1)));
}

async function scan(page: Page): Promise<string[]> {
  const { found, inline } = await page.evaluate(() => {
    const found: string[] = [...((window as unknown as { __xss?: string[] }).__xss ?? [])];
    const inline: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        if (
          /^(href|src|action|formaction|xlink:href|srcdoc)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(attr.value)
        ) {
          found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`);
      // Data blocks (JSON-LD, the artist data sent with the page) are never run; any other inline script is found.
      if (
        el.tagName === 'SCRIPT' &&
        !el.getAttribute('src') &&
        !['application/ld+json', 'application/json'].includes(el.getAttribute('type') ?? '')
      )
        inline.push(el.textContent ?? '');
    }
    return { found, inline };
  });
  // An inline script counts unless it is one the CSP allows by its hash (the app's loader, exactly as built).
  const allowed = await allowedInlineScripts(page);
  for (const text of inline) {
    if (!allowed.has(createHash('sha256').update(text).digest('base64'))) found.push('inline <script>');
  }
  return found;
}

/** Opens a view, waits for it to settle, and answers what ran or could run there. */
async function visit(page: Page, path: string, then?: (page: Page) => Promise<void>): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (then) {
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  return (await scan(page)).map((f) => `${path}: ${f}`);
}

const hostilePerson = (first: string): Person => ({
  ...newPerson(first),
  firstName: `${first} ${IMG}`.slice(0, 100),
  lastName: SVG,
});

const profileBody = (person: Person) => ({
  fullName: `${person.firstName} ${P}`.slice(0, 200),
  displayName: P,
  email: person.email,
  website: HOSTILE_HTTP,
  city: P,
  country: SVG,
  artistStatement: LONG,
  disciplines: ['painting'],
});

test.describe.configure({ mode: 'serial' });

test.describe('XSS: payloads in every field, every view rendered', () => {
  let admin: { context: BrowserContext; page: Page };
  let adminGuard: Guard;
  let artist: { context: BrowserContext; page: Page; person: Person; id: number; slug: string };
  let artistGuard: Guard;
  let supporter: { context: BrowserContext; page: Page; id: number; slug: string };
  let rejected: { context: BrowserContext; page: Page; id: number };
  let visitorGuard: Guard;
  let visitor: { context: BrowserContext; page: Page };
  let messageSubject = '';
  let settingsBefore: unknown;
  const cleanup: string[] = [];

  async function artistWithProfile(browser: Browser, person: Person) {
    const session = await signedIn(browser, person);
    await apiOk(session.page, 'POST', '/api/artists', profileBody(person));
    const own = (
      await apiOk<{ profile: { id: number; slug: string } }>(session.page, 'GET', '/api/my-profile')
    ).profile;
    return { ...session, id: own.id, slug: own.slug };
  }

  test.beforeAll(async ({ browser }) => {
    admin = await signedInAdmin(browser);
    settingsBefore = await apiOk(admin.page, 'GET', '/api/admin/settings');

    const person = hostilePerson('Xena');
    const made = await artistWithProfile(browser, person);
    artist = { ...made, person };
    const base = `/api/artists/${artist.id}`;
    const page = artist.page;
    const png = await imageFile(page, { name: `${IMG}.png`, type: 'image/png' });
    const work = await upload<{ fileUrl: string }>(page, '/api/artists/work-image-upload', 'file', png, {
      artistId: String(artist.id),
    });
    expect(work.status).toBe(200);
    // Every CV section, every text field a payload, every URL field an http(s) URL carrying markup.
    const sections: [string, Record<string, unknown>][] = [
      ['social-media', { platform: 'instagram', username: HOSTILE_HTTP }],
      ['social-media', { platform: 'other', username: '@xena_payload' }],
      ['education', { institution: P, degree: P, years: Y, notes: LONG }],
      ['solo-exhibitions', { title: P, venue: P, city: P, year: Y, notes: LONG }],
      ['group-exhibitions', { title: P, venue: P, city: P, year: Y, notes: LONG }],
      ['works', { title: P, medium: P, dimensions: P, year: Y, imageUrl: work.body.fileUrl, exhibition: P }],
      ['awards', { name: P, presenter: P, year: Y, notes: LONG }],
      [
        'grants',
        {
          type: 'fellowship',
          name: P,
          organization: P,
          year: Y,
          amount: P,
          location: P,
          duration: P,
          description: LONG,
        },
      ],
      ['collections', { type: 'private', name: P, location: P, year: Y, workTitle: P, notes: LONG }],
      [
        'bibliography',
        {
          type: 'review',
          title: P,
          publication: P,
          author: P,
          year: Y,
          pages: Y,
          url: HOSTILE_HTTP,
          notes: LONG,
        },
      ],
      ['commissions', { title: P, commissioner: P, description: LONG, year: Y }],
      ['teaching', { role: P, institution: P, year: Y }],
      ['affiliations', { name: P, type: P, duration: P }],
    ];
    for (const [segment, body] of sections) await apiOk(page, 'POST', `${base}/${segment}`, body);
    const portrait = await upload<{ fileUrl: string }>(
      page,
      '/api/my-profile/upload-image',
      'profileImage',
      png,
    );
    expect(portrait.status).toBe(200);
    await apiOk(admin.page, 'POST', `/api/admin/approve/${artist.id}`);
    // Gallery items through the admin's form.
    const gallery = await upload(admin.page, `/api/admin/artists/${artist.id}/gallery`, 'file', png, {
      title: P,
      description: LONG,
      year: Y,
      medium: P,
      dimensions: P,
    });
    expect(gallery.status).toBe(201);

    // Another artist supports Xena, and Xena supports them: each appears in the other's network views.
    const other = await artistWithProfile(browser, hostilePerson('Yves'));
    supporter = other;
    await apiOk(admin.page, 'POST', `/api/admin/approve/${other.id}`);
    await apiOk(other.page, 'POST', '/api/connections', { receiverId: artist.id });
    await apiOk(page, 'POST', '/api/connections', { receiverId: other.id });

    // A third profile waits for review (pending list), then is rejected with a payload reason.
    rejected = await artistWithProfile(browser, hostilePerson('Zola'));

    // The contact form, a CSV import with payload cells, the site settings.
    visitor = { context: await browser.newContext(), page: undefined as never };
    visitorGuard = await guard(visitor.context);
    visitor.page = await visitor.context.newPage();
    await visitor.page.goto('/contact');
    messageSubject = `Hello ${SVG}`;
    const sent = await api(visitor.page, 'POST', '/api/contact', {
      name: P,
      email: 'xss.visitor@example.org',
      subject: messageSubject,
      message: LONG,
    });
    expect(sent.status).toBe(204);
    const stamp = Date.now().toString(36);
    const csv = [
      'fullName,email,city,country,website,artistStatement',
      `"${IMG} Csv ${stamp}",csv.${stamp}@import.example,"${SVG.replace(/"/g, '""')}",=HYPERLINK(""x""),,"${LONG.replace(/"/g, '""')}"`,
      `"Csv Two ${stamp}","bad ${IMG}",Leeds,UK,${JS_URL},statement`,
    ].join('\n');
    const imported = await upload<{ successful: number }>(
      admin.page,
      '/api/admin/artists/csv-upload',
      'csvFile',
      { name: 'artists.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.successful).toBe(1);
    const csvArtist = await apiOk<{ items: { id: number }[] }>(
      admin.page,
      'GET',
      `/api/directory?q=${encodeURIComponent(`Csv ${stamp}`)}`,
    );
    cleanup.push(...csvArtist.items.map((a) => `/api/admin/artists/${a.id}`));
    await apiOk(admin.page, 'PUT', '/api/admin/settings', {
      ...(settingsBefore as object),
      siteName: `Oeuvre ${IMG}`.slice(0, 100),
      siteDescription: LONG.slice(0, 500),
    });

    adminGuard = await guard(admin.context);
    artistGuard = await guard(artist.context);
  });

  test.afterAll(async () => {
    if (!admin) return;
    await api(admin.page, 'PUT', '/api/admin/settings', settingsBefore);
    for (const path of cleanup) await api(admin.page, 'DELETE', path);
    const users = await apiOk<{ id: number; email: string }[]>(admin.page, 'GET', '/api/admin/users');
    for (const session of [artist, supporter, rejected]) {
      if (!session) continue;
      const own = await api<{ email: string }>(session.page, 'GET', '/api/auth/user');
      const user = users.find((u) => u.email === own.body?.email);
      if (user) await api(admin.page, 'DELETE', `/api/admin/users/${user.id}/delete`);
      await session.context.close();
    }
    const inbox = await apiOk<{ id: number; subject: string }[]>(admin.page, 'GET', '/api/admin/inbox');
    for (const m of inbox.filter((m) => m.subject === messageSubject))
      await api(admin.page, 'DELETE', `/api/admin/inbox/${m.id}`);
    await visitor?.context.close();
    await admin.context.close();
  });

  test('control: the hooks do see a script that runs, and one the CSP blocks', async ({ browser }) => {
    const context = await browser.newContext();
    const g = await guard(context);
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('h1').first()).toBeVisible();
    // What a rendering bug would do: markup from data put into the DOM as HTML.
    await page.evaluate((html) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      document.body.append(div);
    }, `${IMG}<a href="${JS_URL}">x</a>`);
    await page.evaluate(() => window.alert('control'));
    await expect.poll(() => scan(page).then((f) => f.join(' '))).toMatch(/CSP blocked script-src/);
    const found = await scan(page);
    expect(found.some((f) => f.includes('onerror'))).toBe(true);
    expect(found.some((f) => f.includes('javascript:'))).toBe(true);
    expect(g.events.some((e) => e.startsWith('dialog alert "control"'))).toBe(true);
    await context.close();
  });

  test('the API refuses javascript: and data: URLs with 400', async () => {
    const page = artist.page;
    const base = `/api/artists/${artist.id}`;
    const attempts: [string, string, Record<string, unknown>][] = [
      ['PATCH', base, { ...profileBody(artist.person), website: JS_URL }],
      [
        'PATCH',
        base,
        { ...profileBody(artist.person), profileImageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
      ],
      ['POST', `${base}/works`, { title: 'T', medium: 'M', year: '2024', imageUrl: JS_URL }],
      [
        'POST',
        `${base}/bibliography`,
        {
          type: 'web',
          title: 'T',
          publication: 'P',
          year: '2024',
          url: 'data:text/html,<script>alert(1)</script>',
        },
      ],
      ['POST', `${base}/social-media`, { platform: 'other', username: JS_URL }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api<{ message: string }>(page, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    }
    const adminEdit = await api(admin.page, 'PATCH', `/api/admin/artists/${artist.id}`, {
      ...profileBody(artist.person),
      website: 'JAVASCRIPT:alert(1)',
    });
    expect(adminEdit.status).toBe(400);
  });

  test('public views: 0 scripts run', async () => {
    const page = visitor.page;
    const found: string[] = [];
    found.push(...(await visit(page, '/')));
    found.push(...(await visit(page, '/artists')));
    found.push(...(await visit(page, `/artists?q=${encodeURIComponent(IMG)}`)));
    found.push(...(await visit(page, `/artists/${artist.slug}`)));
    await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible();
    found.push(...(await visit(page, `/artists/${supporter.slug}`)));
    found.push(...(await visit(page, '/contact')));
    found.push(...(await visit(page, '/about')));
    found.push(...(await visit(page, `/${encodeURIComponent(IMG)}`)));
    expect([...found, ...visitorGuard.events]).toEqual([]);
  });

  test("the artist's own views, every editor tab: 0 scripts run", async () => {
    const page = artist.page;
    const found: string[] = [];
    found.push(...(await visit(page, '/')));
    await expect(page.getByText('Welcome,', { exact: false })).toBeVisible();
    found.push(...(await visit(page, '/profile')));
    found.push(...(await visit(page, '/create-cv')));
    for (const tab of [
      'social-media',
      'education',
      'awards',
      'grants',
      'collections',
      'bibliography',
      'works',
      'commissions',
      'teaching',
      'affiliations',
    ]) {
      found.push(...(await visit(page, `/create-cv?tab=${tab}`)));
      // The payloads are on screen, as text.
      if (tab !== 'social-media')
        await expect(page.getByText(IMG, { exact: false }).first(), tab).toBeVisible();
    }
    found.push(
      ...(await visit(page, '/create-cv?tab=exhibitions', (p) =>
        p.getByRole('tab', { name: 'Group' }).click(),
      )),
    );
    found.push(...(await visit(page, `/artists/${supporter.slug}`)));
    expect([...found, ...artistGuard.events]).toEqual([]);
  });

  test('admin views: 0 scripts run', async () => {
    const page = admin.page;
    const found: string[] = [];
    found.push(...(await visit(page, '/admin')));
    found.push(...(await visit(page, '/admin/artists')));
    // A CSV whose bad rows carry payloads and formulas through the Batch Upload form, then its error report.
    const stamp = Date.now().toString(36);
    const csv = [
      'fullName,email,city,country,website,artistStatement',
      `"=HYPERLINK(""http://evil.example"",""${IMG}"")",not-an-email ${stamp},Leeds,UK,,`,
      `"+SUM(1;2) ${SVG.replace(/"/g, '""')}",plus.${stamp}@import.example,,UK,,`,
      `"-2+3 ${stamp}",minus.${stamp}@import.example,Leeds,UK,${JS_URL},`,
      `"@cmd ${stamp}",at.${stamp}@import.example,Leeds,,,`,
      `"\t=1+1 ${stamp}",tab.${stamp}@import.example,"",UK,,`,
    ].join('\n');
    found.push(
      ...(await visit(page, '/admin/artists?tab=batch-upload', async (p) => {
        await p
          .getByLabel('CSV file')
          .setInputFiles({ name: 'hostile.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await p.getByRole('button', { name: 'Upload CSV' }).click();
        await expect(p.locator('.admin-csv-summary')).toContainText('Import finished', { timeout: 30_000 });
        const download = p.waitForEvent('download');
        await p.locator('.admin-csv-summary').getByRole('button', { name: 'Download all errors' }).click();
        const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
        const lines = text.trimEnd().split('\r\n');
        expect(lines.length).toBeGreaterThan(1);
        // No cell of the report opens with = + - @ or a tab, quoted or not: a spreadsheet runs none of it.
        expect(lines.filter((line) => /(^|,)"?[=+\-@\t]/.test(line))).toEqual([]);
      })),
    );
    found.push(...(await visit(page, `/admin/artists/edit/${artist.id}`)));
    found.push(...(await visit(page, '/admin/users')));
    found.push(...(await visit(page, '/admin/pending')));
    found.push(
      ...(await visit(page, '/admin/inbox', async (p) => {
        await p
          .getByRole('button', { name: /Hello "><svg/ })
          .first()
          .click();
        await expect(p.getByText(IMG, { exact: false }).first()).toBeVisible();
      })),
    );
    found.push(...(await visit(page, '/admin/settings')));
    found.push(...(await visit(page, '/admin/settings?tab=email')));
    found.push(...(await visit(page, '/admin/settings?tab=security')));
    expect([...found, ...adminGuard.events]).toEqual([]);
  });

  test('a rejection reason and the names from the sign-in provider, shown to their owner: 0 scripts run', async () => {
    await apiOk(admin.page, 'POST', `/api/admin/reject/${rejected.id}`, { reason: LONG.slice(0, 900) });
    const g = await guard(rejected.context);
    const found: string[] = [];
    found.push(...(await visit(rejected.page, '/create-cv')));
    found.push(...(await visit(rejected.page, '/profile')));
    found.push(...(await visit(rejected.page, '/')));
    expect([...found, ...g.events]).toEqual([]);
  });
});
