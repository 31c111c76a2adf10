/**
 * The role matrix: every route of the contract's route table, called as each kind of caller.
 * Generated from the table, so a new route is covered (and must be expected here) the day it is added.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildPath, DEFAULT_CV_OPTIONS, SECTIONS, type Route } from '@oeuvre/contract';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../../test/server.ts';
import type { Browser } from '../../test/http.ts';
import { User } from '../modules/users/user.entity.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { GalleryItem } from '../modules/gallery/gallery-item.entity.ts';
import { Connection } from '../modules/connections/connection.entity.ts';
import { ContactMessage } from '../modules/contact/contact-message.entity.ts';
import { CsvJob } from '../modules/csv-import/csv-job.entity.ts';
import { CvImport } from '../modules/cv-import/cv-import.entity.ts';
import { CvSelection } from '../modules/cv-selections/cv-selection.entity.ts';
import { DesktopToken } from '../modules/desktop/desktop-token.entity.ts';
import { sha256 } from '../modules/desktop/desktop-token.service.ts';
import { Venue, VenueSuggestion } from '../modules/venues/venue.entity.ts';

const ROLES = ['anonymous', 'noProfile', 'owner', 'otherArtist', 'frozen', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Outcome = 'allowed' | 401 | 403;

/** What each access level of the route table means for each caller. The admin has no artist profile. */
const BY_ACCESS: Record<Route['access'], Record<Role, Outcome>> = {
  public: { anonymous: 'allowed', noProfile: 'allowed', owner: 'allowed', otherArtist: 'allowed', frozen: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, noProfile: 'allowed', owner: 'allowed', otherArtist: 'allowed', frozen: 401, admin: 'allowed' },
  artist: { anonymous: 401, noProfile: 403, owner: 'allowed', otherArtist: 'allowed', frozen: 401, admin: 403 },
  owner: { anonymous: 401, noProfile: 403, owner: 'allowed', otherArtist: 403, frozen: 401, admin: 'allowed' },
  admin: { anonymous: 401, noProfile: 403, owner: 403, otherArtist: 403, frozen: 401, admin: 403 },
};
BY_ACCESS.admin.admin = 'allowed';

/** Where a route's rule is narrower or wider than its access level says, and why. */
const OVERRIDES: Record<string, Partial<Record<Role, Outcome>>> = {
  // An admin may upload a work image for any artist; another artist may not (the form names the owner's profile).
  'works.uploadImage': { admin: 'allowed', otherArtist: 403 },
  // Accepting or refusing a request, or withdrawing support, is for the parties only.
  'connections.accept': { otherArtist: 403 },
  'connections.reject': { otherArtist: 403 },
  'connections.remove': { otherArtist: 403 },
  // The desktop token is revoked with its own bearer; a cookie session has no token to revoke.
};

function expectedOutcome(route: Route, role: Role): Outcome {
  return OVERRIDES[route.id]?.[role] ?? BY_ACCESS[route.access][role];
}

const year = '2024';
const sectionSamples: Record<string, Record<string, unknown>> = {
  socialMedia: { platform: 'instagram', username: '@ada' },
  education: { institution: 'Slade School of Fine Art', degree: 'MFA', years: '2010-2012' },
  soloExhibitions: { title: 'Quiet Rooms', venue: 'Whitechapel Gallery', city: 'London', year },
  groupExhibitions: { title: 'New Ground', venue: 'Kunsthalle', city: 'Basel', year },
  works: { title: 'Field', medium: 'Oil on linen', year, imageUrl: '/uploads/fi/field-1600.webp' },
  awards: { name: 'Turner Prize', presenter: 'Tate', year },
  grants: { type: 'grant', name: 'Project Grant', organization: 'Arts Council', year },
  collections: { type: 'public', name: 'Tate' },
  bibliography: { type: 'article', title: 'On Fields', publication: 'Frieze', year },
  commissions: { title: 'Atrium Mural', commissioner: 'City of Leeds', year },
  teaching: { role: 'Visiting Lecturer', institution: 'Goldsmiths', year },
  affiliations: { name: 'Royal Society of Sculptors', type: 'Member' },
};

const profileBody = {
  fullName: 'Matrix Artist',
  email: 'matrix@oeuvre.test',
  city: 'Leeds',
  country: 'United Kingdom',
  artistStatement: 'I paint fields and weather, slowly, over many seasons.',
};

describe('role matrix: every route as every caller', () => {
  let db: TestOrm;
  let server: TestServer;
  const browsers = {} as Record<Exclude<Role, 'anonymous'>, Browser>;
  let ownerProfileId: number;
  let png: Buffer;
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}-${++counter}`;

  const em = () => db.orm.em.fork();

  async function makeProfile(overrides: Record<string, unknown> = {}): Promise<ArtistProfile> {
    const e = em();
    const slug = `matrix-${unique()}`;
    const profile = e.create(ArtistProfile, { ...profileBody, slug, ...overrides });
    await e.flush();
    return profile;
  }

  async function makeUser(): Promise<User> {
    const e = em();
    const user = e.create(User, { email: `someone-${unique()}@oeuvre.test`, firstName: 'Some', lastName: 'One' });
    await e.flush();
    return user;
  }

  beforeAll(async () => {
    db = await createTestOrm('pglite');
    server = await startTestServer(db.orm);
    png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } }).png().toBuffer();
    browsers.noProfile = await signedInBrowser(server, 'noprofile@oeuvre.test');
    browsers.owner = await signedInBrowser(server, 'owner@oeuvre.test');
    browsers.otherArtist = await signedInBrowser(server, 'other@oeuvre.test');
    browsers.frozen = await signedInBrowser(server, 'frozen@oeuvre.test');
    browsers.admin = await signedInBrowser(server, 'admin@oeuvre.test', { admin: true });
    const e = em();
    for (const [email, who] of [['owner@oeuvre.test', 'owner'], ['other@oeuvre.test', 'other'], ['frozen@oeuvre.test', 'frozen']] as const) {
      const user = await e.findOneOrFail(User, { email });
      const profile = e.create(ArtistProfile, { ...profileBody, email, slug: `matrix-${who}`, user });
      await e.flush();
      if (who === 'owner') ownerProfileId = profile.id;
    }
    // Publish the owner's profile so its public page exists.
    const approved = await browsers.admin.fetch(`/api/admin/approve/${ownerProfileId}`, { method: 'POST', json: {} });
    expect(approved.status).toBeLessThan(300);
    const frozen = await e.findOneOrFail(User, { email: 'frozen@oeuvre.test' });
    frozen.isFrozen = true;
    await e.flush();
  });

  // Creating a profile (artists.create) must not turn the profile-less callers into artists for later cases.
  afterEach(async () => {
    const e = em();
    const users = await e.find(User, { email: { $in: ['noprofile@oeuvre.test', 'admin@oeuvre.test'] } });
    await e.nativeDelete(ArtistProfile, { user: { $in: users.map((u) => u.id) } });
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Fresh resources for one call, so each (route, role) starts from the same state. */
  async function paramsFor(route: Route): Promise<Record<string, string | number>> {
    const params: Record<string, string | number> = {};
    const path = route.path;
    if (path.includes(':slug')) params.slug = 'matrix-owner';
    if (path.includes(':artistId')) params.artistId = ownerProfileId;
    if (path.includes(':itemId') || /^\/api\/(social-media|education|solo-exhibitions|group-exhibitions|works)\/:id/.test(path)) {
      const kind = Object.entries(SECTIONS).find(([, s]) => path.includes(`/${s.segment}/`))![0];
      const added = await browsers.owner.fetch(`/api/artists/${ownerProfileId}/${SECTIONS[kind as keyof typeof SECTIONS].segment}`, {
        method: 'POST',
        json: sectionSamples[kind],
      });
      expect(added.status, `adding a ${kind} item for ${route.id}`).toBe(201);
      const item = (await added.json()) as { id: number };
      if (path.includes(':itemId')) {
        params.id = ownerProfileId;
        params.itemId = item.id;
      } else params.id = item.id;
      return params;
    }
    if (!path.includes(':id')) return params;
    if (/^\/api\/artists\/:id/.test(path)) params.id = ownerProfileId;
    else if (route.id === 'admin.artists.remove') params.id = (await makeProfile()).id;
    else if (path.startsWith('/api/admin/artists/:id')) params.id = ownerProfileId;
    else if (path.startsWith('/api/admin/approve/') || path.startsWith('/api/admin/reject/')) params.id = (await makeProfile({ isPending: true })).id;
    else if (path.startsWith('/api/admin/users/')) params.id = (await makeUser()).id;
    else if (path.startsWith('/api/admin/inbox/')) {
      const e = em();
      const message = e.create(ContactMessage, { name: 'V', email: 'v@oeuvre.test', subject: 'Hi', message: 'Hello there' });
      await e.flush();
      params.id = message.id;
    } else if (path.startsWith('/api/admin/gallery-items/')) {
      const e = em();
      const item = e.create(GalleryItem, { artist: ownerProfileId, title: 'Study', fileUrl: '/uploads/none.webp' });
      await e.flush();
      params.id = item.id;
    } else if (path.startsWith('/api/admin/tokens/')) {
      const e = em();
      const admin = await e.findOneOrFail(User, { email: 'admin@oeuvre.test' });
      const token = e.create(DesktopToken, { user: admin, tokenHash: sha256(unique()), deviceName: 'Laptop', expiresAt: new Date(Date.now() + 86_400_000) });
      await e.flush();
      params.id = token.id;
    } else if (path.startsWith('/api/admin/csv-jobs/')) {
      const e = em();
      const job = e.create(CsvJob, { status: 'done' });
      await e.flush();
      params.id = job.id;
    } else if (path.startsWith('/api/connections/:id')) {
      // A third artist supports the owner: the owner is the receiver (a party), the other artist is not.
      const sender = await makeProfile();
      const e = em();
      const connection = e.create(Connection, { sender: sender.id, receiver: ownerProfileId });
      await e.flush();
      params.id = connection.id;
    } else if (path.startsWith('/api/my-profile/cv-selections/')) {
      const e = em();
      const selection = e.create(CvSelection, { artist: ownerProfileId, name: `Selection ${unique()}`, options: DEFAULT_CV_OPTIONS });
      await e.flush();
      params.id = selection.id;
    } else if (path.startsWith('/api/my-profile/cv-import/')) {
      // The owner's import read and waiting: anyone else signed in is answered 404 (it is the owner's alone).
      const e = em();
      const owner = await e.findOneOrFail(User, { email: 'owner@oeuvre.test' });
      const imported = e.create(CvImport, {
        owner,
        status: 'ready',
        expiresAt: new Date(Date.now() + 3_600_000),
        result: { format: 'text', person: { fullName: null, birthYear: null, birthPlace: null, city: null, country: null, email: null, website: null }, entries: [], unparsed: [], ignored: [] },
      });
      await e.flush();
      params.id = imported.id;
    } else if (path.startsWith('/api/admin/venues/')) {
      // A venue of its own, and a suggested merge with another.
      const e = em();
      const [a, b] = ['a', 'b'].map((x) => e.create(Venue, { slug: `matrix-venue-${x}-${unique()}`, name: `Venue ${x}`, nameKey: `venue ${x} ${unique()}` }));
      const suggestion = e.create(VenueSuggestion, { venue: a!, other: b!, similarity: 0.6 });
      await e.flush();
      params.id = path.includes('/suggestions/') ? suggestion.id : a!.id;
    } else throw new Error(`The role matrix does not know how to fill ${route.path}`);
    return params;
  }

  function requestFor(route: Route): { body?: RequestInit['body']; json?: unknown } {
    if (route.contentType === 'multipart') {
      const form = new FormData();
      const file = route.id.includes('csv')
        ? new Blob(['fullName,email,city,country\nCsv Person,' + `csv-${unique()}@oeuvre.test` + ',Leeds,UK\n'], { type: 'text/csv' })
        : new Blob([png], { type: 'image/png' });
      for (const field of route.files ?? []) form.append(field, file, route.id.includes('csv') ? 'artists.csv' : 'image.png');
      if (route.id === 'works.uploadImage') form.append('artistId', String(ownerProfileId));
      if (route.id === 'admin.gallery.add') form.append('title', 'Study');
      if (route.id === 'cvImport.start') form.set('file', new Blob(['Matrix Artist\n\nAwards\n2024 Turner Prize, Tate\n'], { type: 'text/plain' }), 'cv.txt');
      return { body: form };
    }
    if (route.method === 'GET' || route.method === 'DELETE') return {};
    const kind = /^sections\.(\w+)\.(add|update)$/.exec(route.id)?.[1];
    if (kind) return { json: sectionSamples[kind] };
    // A well-formed order, so the caller's right to change the profile is what decides.
    if (/^sections\.\w+\.reorder$/.test(route.id)) return { json: { ids: [] } };
    switch (route.id) {
      case 'artists.create':
      case 'artists.update':
      case 'admin.artists.update':
        return { json: { ...profileBody, email: `p-${unique()}@oeuvre.test` } };
      case 'contact.send':
        return { json: { name: 'Visitor', email: `visitor-${unique()}@oeuvre.test`, subject: 'Hello', message: 'A question about Oeuvre.' } };
      case 'connections.create':
        return { json: { receiverId: ownerProfileId } };
      case 'admin.artists.feature':
        return { json: { featured: true } };
      case 'admin.approvals.reject':
        return { json: { reason: 'Please add a statement.' } };
      case 'admin.gallery.update':
        return { json: { title: 'Renamed' } };
      case 'admin.settings.update':
        return { json: { siteName: 'Oeuvre', siteDescription: 'Artists', allowRegistration: true, requireApproval: true, maxGallerySize: 25, emailNotifications: false, adminEmails: '' } };
      case 'cvImport.apply':
        return { json: { entries: [], person: false } };
      case 'desktop.exchangeToken':
        return { json: { code: 'x'.repeat(43), code_verifier: 'y'.repeat(43), redirect_uri: 'http://127.0.0.1:4567/callback' } };
      default:
        return { json: {} };
    }
  }

  const cases = apiRoutes.flatMap((route) => ROLES.map((role) => [route.id, role, route] as const));

  it('covers every route of the route table', () => {
    expect(new Set(cases.map(([id]) => id)).size).toBe(apiRoutes.length);
    expect(apiRoutes.length).toBeGreaterThan(60);
  });

  it.each(cases)('%s as %s', async (_id, role, route) => {
    const params = await paramsFor(route);
    const path = buildPath(route.path, params);
    const init = requestFor(route);
    const browser = role === 'anonymous' ? server.browser() : browsers[role];
    const res = await browser.fetch(path, { method: route.method, ...init });
    const text = await res.text();
    const expected = expectedOutcome(route, role);
    expect(res.status, `${route.method} ${path} as ${role}: ${text.slice(0, 200)}`).not.toBe(501);
    expect(res.status, `${route.method} ${path} as ${role}: ${text.slice(0, 200)}`).toBeLessThan(500);
    if (expected === 'allowed') {
      expect([401, 403], `${route.method} ${path} as ${role} should pass: ${text.slice(0, 200)}`).not.toContain(res.status);
    } else {
      expect(res.status, `${route.method} ${path} as ${role}: ${text.slice(0, 200)}`).toBe(expected);
      expect(JSON.parse(text)).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
  });
});
