/**
 * XSS at the API: every URL field (website, profile image, work image, press link, social handle, admin edit)
 * refuses javascript:, data: and other script-capable URLs with 400 naming the field; text fields keep script
 * payloads as plain text in JSON; the server-rendered artist page (crawler head) escapes them.
 * The browser half (every public and admin view rendered in Chromium) is e2e/tests/security-xss.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XSS_PAYLOADS } from '../../test/security/arbitraries.ts';
import { profileBody, suiteEngine, SecurityFixture, type Role } from '../../test/security/fixture.ts';

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://example.org/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('XSS through the API', () => {
  let fixture: SecurityFixture;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'oeuvre-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Oeuvre</title></head><body><div id="root"></div></body></html>',
    );
    fixture = await SecurityFixture.create(suiteEngine(), { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await fixture?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  type UrlField = {
    label: string;
    role: Role;
    method: string;
    path: () => Promise<string>;
    body: (url: string) => Record<string, unknown>;
    field: string;
  };

  const profile = () => `/api/artists/${fixture.ids.artistProfile}`;
  const urlFields: UrlField[] = [
    {
      label: 'profile website',
      role: 'artist',
      method: 'PATCH',
      path: async () => profile(),
      body: (url) => ({ ...profileBody, website: url }),
      field: 'website',
    },
    {
      label: 'profile image URL',
      role: 'artist',
      method: 'PATCH',
      path: async () => profile(),
      body: (url) => ({ ...profileBody, profileImageUrl: url }),
      field: 'profileImageUrl',
    },
    {
      label: 'admin edit website',
      role: 'admin',
      method: 'PATCH',
      path: async () => `/api/admin/artists/${fixture.ids.artistProfile}`,
      body: (url) => ({ ...profileBody, website: url }),
      field: 'website',
    },
    {
      label: 'admin edit image URL',
      role: 'admin',
      method: 'PATCH',
      path: async () => `/api/admin/artists/${fixture.ids.artistProfile}`,
      body: (url) => ({ ...profileBody, profileImageUrl: url }),
      field: 'profileImageUrl',
    },
    {
      label: 'work image (add)',
      role: 'artist',
      method: 'POST',
      path: async () => `${profile()}/works`,
      body: (url) => ({ title: 'T', medium: 'Oil', year: '2024', imageUrl: url }),
      field: 'imageUrl',
    },
    {
      label: 'work image (change)',
      role: 'artist',
      method: 'PATCH',
      path: async () => `/api/works/${await fixture.sectionItem('works', fixture.ids.artistProfile)}`,
      body: (url) => ({ imageUrl: url }),
      field: 'imageUrl',
    },
    {
      label: 'press link (add)',
      role: 'artist',
      method: 'POST',
      path: async () => `${profile()}/bibliography`,
      body: (url) => ({ type: 'article', title: 'T', publication: 'P', year: '2024', url }),
      field: 'url',
    },
    {
      label: 'press link (change)',
      role: 'artist',
      method: 'PATCH',
      path: async () =>
        `${profile()}/bibliography/${await fixture.sectionItem('bibliography', fixture.ids.artistProfile)}`,
      body: (url) => ({ url }),
      field: 'url',
    },
    {
      label: 'social handle (add)',
      role: 'artist',
      method: 'POST',
      path: async () => `${profile()}/social-media`,
      body: (url) => ({ platform: 'other', username: url }),
      field: 'username',
    },
    {
      label: 'social handle (change)',
      role: 'artist',
      method: 'PATCH',
      path: async () =>
        `/api/social-media/${await fixture.sectionItem('socialMedia', fixture.ids.artistProfile)}`,
      body: (url) => ({ username: url }),
      field: 'username',
    },
  ];

  it('refuses javascript:, data: and other non-http URLs in every URL field with 400 naming the field, storing nothing', async () => {
    const before = await fixture.rowCounts();
    const accepted: string[] = [];
    let sent = 0;
    for (const f of urlFields) {
      const target = await f.path();
      const counts = await fixture.rowCounts();
      for (const url of HOSTILE_URLS) {
        const res = await fixture.fetch(f.role, target, { method: f.method, json: f.body(url) });
        sent++;
        const body = (await res.json()) as { message?: string; field?: string };
        if (res.status !== 400 || body.field !== f.field || !body.message)
          accepted.push(`${f.label} ${JSON.stringify(url)}: ${res.status} ${JSON.stringify(body)}`);
      }
      expect(await fixture.rowCounts(), f.label).toEqual(counts);
    }
    expect(accepted).toEqual([]);
    expect(Object.keys(await fixture.rowCounts())).toEqual(Object.keys(before));
    console.log(
      `XSS URLs: ${sent} hostile URLs in ${urlFields.length} URL fields, ${sent - accepted.length} refused with 400`,
    );
  });

  it('keeps script payloads in text fields as plain text, and the crawler page escapes them', async () => {
    const payload = XSS_PAYLOADS.slice(0, 3).join(' ');
    const body = {
      ...profileBody,
      fullName: payload,
      displayName: payload,
      city: payload,
      country: payload,
      artistStatement: `${payload} ${payload}`,
    };
    expect(
      (
        await fixture.fetch('admin', `/api/admin/artists/${fixture.ids.artistProfile}`, {
          method: 'PATCH',
          json: body,
        })
      ).status,
    ).toBe(200);
    const json = (await (await fixture.fetch('anonymous', `/api/artists/${fixture.ids.artistSlug}`)).json()) as {
      profile: { fullName: string };
    };
    expect(json.profile.fullName).toBe(payload);
    const page = await fixture.fetch('anonymous', `/artists/${fixture.ids.artistSlug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const raw of ['<img src=x onerror', '<svg onload', '<script>alert'])
      expect(html, raw).not.toContain(raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
