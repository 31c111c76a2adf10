// The security suites' fixture: the real server, an artist, a victim artist, an admin (cookie and
// desktop token), and rows to aim each route at, so destructive calls only ever hit throwaway rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildPath, DEFAULT_CV_OPTIONS, SECTIONS, type Route, type SectionKind } from '@oeuvre/contract';
import { createTestOrm, type Engine, type TestOrm } from '../db.ts';
import type { Browser } from '../http.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../server.ts';
import { ArtistProfile } from '../../src/modules/artists/artist-profile.entity.ts';
import { Connection } from '../../src/modules/connections/connection.entity.ts';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity.ts';
import { CsvJob } from '../../src/modules/csv-import/csv-job.entity.ts';
import { CvImport } from '../../src/modules/cv-import/cv-import.entity.ts';
import { CvSelection } from '../../src/modules/cv-selections/cv-selection.entity.ts';
import { DesktopToken } from '../../src/modules/desktop/desktop-token.entity.ts';
import { issueDesktopToken, sha256 } from '../../src/modules/desktop/desktop-token.service.ts';
import { GalleryItem } from '../../src/modules/gallery/gallery-item.entity.ts';
import { SECTION_STORES } from '../../src/modules/sections/section.registry.ts';
import { User } from '../../src/modules/users/user.entity.ts';
import { Venue, VenueSuggestion } from '../../src/modules/venues/venue.entity.ts';

export type Role = 'anonymous' | 'artist' | 'admin' | 'desktop';
export const ROLES: readonly Role[] = ['anonymous', 'artist', 'admin', 'desktop'];

/** Which row a path parameter names: the caller's own, a new throwaway one, someone else's, or raw text. */
export type Target = { to: 'mine' | 'fresh' | 'victim' } | { raw: string } | { literal: string };

/** The engine the single-engine suites use: PostgreSQL when this machine has one for tests, else PGlite. */
export const suiteEngine = (): Engine => (process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');

export const sectionSamples: Record<SectionKind, Record<string, unknown>> = {
  socialMedia: { platform: 'instagram', username: '@ada' },
  education: { institution: 'Slade School of Fine Art', degree: 'MFA', years: '2010-2012' },
  soloExhibitions: { title: 'Quiet Rooms', venue: 'Whitechapel Gallery', city: 'London', year: '2024' },
  groupExhibitions: { title: 'New Ground', venue: 'Kunsthalle', city: 'Basel', year: '2024' },
  works: {
    title: 'Field',
    medium: 'Oil on linen',
    year: '2024',
    imageUrl: '/uploads/fi/field-1600.webp',
  },
  awards: { name: 'Turner Prize', presenter: 'Tate', year: '2024' },
  grants: { type: 'grant', name: 'Project Grant', organization: 'Arts Council', year: '2024' },
  collections: { type: 'public', name: 'Tate' },
  bibliography: { type: 'article', title: 'On Fields', publication: 'Frieze', year: '2024' },
  commissions: { title: 'Atrium Mural', commissioner: 'City of Leeds', year: '2024' },
  teaching: { role: 'Visiting Lecturer', institution: 'Goldsmiths', year: '2024' },
  affiliations: { name: 'Royal Society of Sculptors', type: 'Member' },
};

export const profileBody = {
  fullName: 'Ada Fields',
  email: 'ada.fields@oeuvre.test',
  city: 'Leeds',
  country: 'United Kingdom',
  artistStatement: 'I paint fields and weather, slowly, over many seasons.',
};

export const unique = (prefix = 'x') => `${prefix}-${randomUUID().slice(0, 12)}`;

/** The rows every scenario starts from: the artist, a second artist to aim at, and the admin. */
type FixtureIds = {
  artistUser: number;
  artistProfile: number;
  artistSlug: string;
  victimProfile: number;
  victimSlug: string;
  adminUser: number;
};

export class SecurityFixture {
  readonly browsers: Record<Exclude<Role, 'anonymous' | 'desktop'>, Browser>;
  private pools = new Map<string, Record<string, string | number>>();
  private keep: { users: number[]; profiles: number[] } = { users: [], profiles: [] };

  readonly db: TestOrm;
  readonly server: TestServer;
  readonly adminToken: string;
  readonly ids: FixtureIds;

  private constructor(db: TestOrm, server: TestServer, browsers: Record<'artist' | 'admin', Browser>, adminToken: string, ids: FixtureIds) {
    this.db = db;
    this.server = server;
    this.browsers = browsers;
    this.adminToken = adminToken;
    this.ids = ids;
  }

  /** Starts a database and server and signs everyone in; `env` goes to the server's configuration. */
  static async create(engine: Engine = suiteEngine(), env: Record<string, string> = {}): Promise<SecurityFixture> {
    const db = await createTestOrm(engine);
    const server = await startTestServer(db.orm, env);
    const tag = unique('w');
    const artist = await signedInBrowser(server, `artist-${tag}@oeuvre.test`, {
      firstName: 'Ada',
      lastName: 'Fields',
    });
    const admin = await signedInBrowser(server, `admin-${tag}@oeuvre.test`, { admin: true });
    const created = await artist.fetch('/api/artists', {
      method: 'POST',
      json: { ...profileBody, email: `artist-${tag}@oeuvre.test` },
    });
    if (created.status !== 201) throw new Error(`artist profile: ${created.status} ${await created.text()}`);
    const profile = (await created.json()) as { id: number; slug: string };
    const approved = await admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${await approved.text()}`);
    const em = db.orm.em.fork();
    const artistUser = await em.findOneOrFail(User, { email: `artist-${tag}@oeuvre.test` });
    const adminUser = await em.findOneOrFail(User, { email: `admin-${tag}@oeuvre.test` });
    const { token } = await issueDesktopToken(em, adminUser, 'Security suite');
    const fixture = new SecurityFixture(db, server, { artist, admin }, token, {
      artistUser: artistUser.id,
      artistProfile: profile.id,
      artistSlug: profile.slug,
      adminUser: adminUser.id,
      victimProfile: 0,
      victimSlug: '',
    });
    const victim = await fixture.throwawayProfile({ owned: true, published: true });
    fixture.ids.victimProfile = victim.id;
    fixture.ids.victimSlug = victim.slug;
    fixture.keep = { users: [artistUser.id, adminUser.id, victim.user!.id], profiles: [profile.id, victim.id] };
    return fixture;
  }

  async close(): Promise<void> {
    await this.server?.close();
    await this.db?.close();
  }

  em() {
    return this.db.orm.em.fork();
  }

  /** Sends a request as a role: cookies for artist and admin, the bearer token for desktop, nothing for anonymous. */
  fetch(role: Role, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    if (role === 'artist' || role === 'admin') return this.browsers[role].fetch(path, init);
    const browser = this.server.browser();
    if (role === 'desktop') {
      const headers = new Headers(init.headers);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${this.adminToken}`);
      return browser.fetch(path, { ...init, headers });
    }
    return browser.fetch(path, init);
  }

  async throwawayUser(): Promise<User> {
    const em = this.em();
    const user = em.create(User, {
      email: `${unique('throwaway')}@oeuvre.test`,
      firstName: 'Throw',
      lastName: 'Away',
    } as never);
    await em.flush();
    return user;
  }

  /** A profile of someone else (or of no one), pending review unless published. */
  async throwawayProfile(
    options: { owned?: boolean; published?: boolean; pending?: boolean } = {},
  ): Promise<ArtistProfile> {
    const user = options.owned ? await this.throwawayUser() : null;
    const em = this.em();
    const slug = unique('victim');
    const fields = { ...profileBody, email: `${slug}@oeuvre.test` };
    const profile = em.create(ArtistProfile, {
      ...fields,
      slug,
      user: user?.id ?? null,
      isPending: options.pending ?? true,
    } as never);
    await em.flush();
    if (options.published) {
      // Published the way an admin publishes, so its public snapshot has the shape the publishing code gives it.
      const res = await this.browsers.admin.fetch(`/api/admin/approve/${profile.id}`, {
        method: 'POST',
        json: {},
      });
      if (res.status !== 200) throw new Error(`approve: ${res.status} ${await res.text()}`);
    }
    return profile;
  }

  async sectionItem(kind: SectionKind, profileId: number): Promise<number> {
    const store = SECTION_STORES[kind];
    const em = this.em();
    const row = em.create(store.entity, {
      artist: profileId,
      ...store.scope,
      ...sectionSamples[kind],
    } as never);
    await em.flush();
    return row.id;
  }

  async galleryItem(profileId: number): Promise<number> {
    const em = this.em();
    const item = em.create(GalleryItem, {
      artist: profileId,
      title: 'Study',
      fileUrl: '/uploads/00/none-1600.webp',
    } as never);
    await em.flush();
    return item.id;
  }

  async message(): Promise<number> {
    const em = this.em();
    const message = em.create(ContactMessage, {
      name: 'V',
      email: 'v@oeuvre.test',
      subject: 'Hi',
      message: 'Hello there',
    } as never);
    await em.flush();
    return message.id;
  }

  /** A support request from a new artist to the given profile. */
  async connectionTo(receiverId: number): Promise<number> {
    const sender = await this.throwawayProfile({ owned: true });
    const em = this.em();
    const connection = em.create(Connection, { sender: sender.id, receiver: receiverId } as never);
    await em.flush();
    return connection.id;
  }

  /** A saved CV selection of the profile (a fresh name each time: names are unique per artist). */
  async cvSelection(profileId: number): Promise<number> {
    const em = this.em();
    const selection = em.create(CvSelection, {
      artist: profileId,
      name: unique('Selection'),
      options: DEFAULT_CV_OPTIONS,
    } as never);
    await em.flush();
    return selection.id;
  }

  /** A CV import read and waiting for review, of the profile's owner. */
  async cvImport(profileId: number): Promise<number> {
    const em = this.em();
    const profile = await em.findOneOrFail(ArtistProfile, profileId);
    const row = em.create(CvImport, {
      owner: profile.user!,
      status: 'ready',
      expiresAt: new Date(Date.now() + 3_600_000),
      result: {
        format: 'text',
        person: { fullName: 'Ada Fields', birthYear: null, birthPlace: null, city: null, country: null, email: null, website: null },
        entries: [{ id: 'e1', section: 'awards', fields: { name: unique('Prize'), presenter: 'Tate', year: '2024', notes: '' }, source: 'Prize, Tate, 2024' }],
        unparsed: [],
        ignored: [],
      },
    });
    await em.flush();
    return row.id;
  }

  async adminTokenRow(): Promise<{ id: number; token: string }> {
    const em = this.em();
    const admin = await em.findOneOrFail(User, { id: this.ids.adminUser });
    const { row, token } = await issueDesktopToken(em, admin, 'Throwaway');
    return { id: row.id, token };
  }

  /** The kind of row each path names, filled for `target` ('mine' rows are made once per route and reused). */
  async params(route: Route, target: Target): Promise<Record<string, string>> {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    if (names.length === 0) return {};
    if ('raw' in target || 'literal' in target) {
      const text = 'raw' in target ? target.raw : target.literal;
      return Object.fromEntries(
        names.map((n, i) => [n, i === names.length - 1 ? text : String(this.ids.artistProfile)]),
      );
    }
    if (target.to === 'mine' && this.pools.has(route.id)) return stringify(this.pools.get(route.id)!);
    const fresh = target.to === 'fresh';
    const victim = target.to === 'victim';
    const profileId = victim ? this.ids.victimProfile : this.ids.artistProfile;
    const values = await this.fill(route, { fresh, victim, profileId });
    if (target.to === 'mine') this.pools.set(route.id, values);
    return stringify(values);
  }

  private async fill(
    route: Route,
    t: { fresh: boolean; victim: boolean; profileId: number },
  ): Promise<Record<string, string | number>> {
    const path = route.path;
    const section = Object.entries(SECTIONS).find(([, s]) => path.includes(`/${s.segment}/:`))?.[0] as
      SectionKind | undefined;
    if (section) {
      const item = await this.sectionItem(section, t.profileId);
      return path.includes(':itemId') ? { id: t.profileId, itemId: item } : { id: item };
    }
    if (path.includes(':slug')) return { slug: t.victim ? this.ids.victimSlug : this.ids.artistSlug };
    if (path.includes(':artistId')) return { artistId: t.profileId };
    if (/^\/api\/artists\/:id/.test(path)) return { id: t.profileId };
    if (route.id === 'admin.artists.remove')
      return { id: (await this.throwawayProfile({ owned: true, published: true })).id };
    if (path.startsWith('/api/admin/artists/:id'))
      return { id: t.fresh ? (await this.throwawayProfile({ owned: true })).id : t.profileId };
    if (path.startsWith('/api/admin/approve/') || path.startsWith('/api/admin/reject/'))
      return { id: (await this.throwawayProfile({ pending: true })).id };
    if (path.startsWith('/api/admin/users/')) return { id: (await this.throwawayUser()).id };
    if (path.startsWith('/api/admin/inbox/')) return { id: await this.message() };
    if (path.startsWith('/api/admin/gallery-items/')) return { id: await this.galleryItem(t.profileId) };
    if (path.startsWith('/api/admin/tokens/')) return { id: (await this.adminTokenRow()).id };
    if (path.startsWith('/api/admin/csv-jobs/')) {
      const em = this.em();
      const job = em.create(CsvJob, { status: 'done' } as never);
      await em.flush();
      return { id: job.id };
    }
    if (path.startsWith('/api/connections/:id')) return { id: await this.connectionTo(t.profileId) };
    if (path.startsWith('/api/my-profile/cv-selections/:id')) return { id: await this.cvSelection(t.profileId) };
    if (path.startsWith('/api/my-profile/cv-import/:id')) return { id: await this.cvImport(t.profileId) };
    if (path.startsWith('/api/admin/venues/')) {
      // Two venues of their own and a suggested merge between them: an edit, a merge or its undo touches only these.
      const em = this.em();
      const tag = randomUUID().slice(0, 8);
      const [a, b] = ['a', 'b'].map((x) =>
        em.create(Venue, { slug: `fixture-venue-${x}-${tag}`, name: `Fixture Venue ${x}`, nameKey: `fixture venue ${x} ${tag}` }),
      );
      const suggestion = em.create(VenueSuggestion, { venue: a!, other: b!, similarity: 0.6 });
      await em.flush();
      return { id: path.includes('/suggestions/') ? suggestion.id : a!.id };
    }
    throw new Error(`The security fixture does not know how to fill ${route.path}`);
  }

  /**
   * Removes what a run made (throwaway people and profiles, CV items, gallery items, connections, messages, imports,
   * tokens but the suite's own), so each route starts from the same small fixture and lists stay short.
   */
  async trim(): Promise<void> {
    const em = this.em();
    const profiles = this.keep.profiles;
    for (const store of Object.values(SECTION_STORES))
      await em.nativeDelete(store.entity, { artist: { $in: profiles } });
    await em.nativeDelete(GalleryItem, { artist: { $in: profiles } });
    await em.nativeDelete(CvSelection, { artist: { $in: profiles } });
    await em.nativeDelete(Connection, {
      $or: [{ sender: { $in: profiles } }, { receiver: { $in: profiles } }],
    });
    await em.nativeDelete(ArtistProfile, { id: { $nin: profiles } });
    await em.nativeDelete(User, { id: { $nin: this.keep.users } });
    await em.nativeDelete(ContactMessage, {});
    await em.nativeDelete(CsvJob, {});
    await em.nativeDelete(CvImport, {});
    await em.nativeDelete(DesktopToken, { tokenHash: { $ne: sha256(this.adminToken) } });
    this.pools.clear();
  }

  path(route: Route, params: Record<string, string>, literal = false): string {
    if (!literal) return buildPath(route.path, params);
    return route.path.replace(/:(\w+)/g, (_, name: string) => params[name]!);
  }

  /** Counts rows of every table: GETs must leave them as they were. */
  async rowCounts(): Promise<Record<string, number>> {
    const connection = this.db.orm.em.getConnection();
    const tables = (await connection.execute(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )) as { table_name: string }[];
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = (await connection.execute(`select count(*)::int as n from "${table_name}"`)) as {
        n: number;
      }[];
      counts[table_name] = row!.n;
    }
    return counts;
  }

  /** True when the fixtures the suites rely on still stand: both people signed in, the token good, the profile there. */
  async intact(): Promise<Record<string, number>> {
    const statuses: Record<string, number> = {};
    for (const role of ['artist', 'admin', 'desktop'] as const)
      statuses[role] = (await this.fetch(role, '/api/auth/user')).status;
    statuses.profile = (await this.fetch('artist', '/api/my-profile')).status;
    statuses.publicPage = (await this.fetch('anonymous', `/api/artists/${this.ids.artistSlug}`)).status;
    statuses.token = (await this.em().count(DesktopToken, { revokedAt: null })) > 0 ? 200 : 0;
    return statuses;
  }
}

function stringify(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

/**
 * The fixture of a describe block: created before its first test and closed after its last. Call it in tests and hooks
 * (it is not there while the tests are collected).
 */
export function fixtureForSuite(): () => SecurityFixture {
  let fixture: SecurityFixture | undefined;
  beforeAll(async () => {
    fixture = await SecurityFixture.create();
  });
  afterAll(async () => {
    await fixture?.close();
  });
  return () => {
    if (!fixture) throw new Error('The fixture is there once the first test runs');
    return fixture;
  };
}
