import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../test/db.ts';
import { EMBEDDED_CLUSTER, embeddedOpenMessage } from './embedded-open.ts';
import { birthPlaceOf, disciplinesOf, displayName, joinedAt, placeOf, seedDemoArtists } from './seed.ts';
import { artworkSvg, MANNER_NAMES } from './seed-images.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { Venue } from '../modules/venues/venue.entity.ts';

describe.each(engines())('demo seed on %s', (engine) => {
  let db: TestOrm;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-seed-'));
  beforeAll(async () => {
    db = await createTestOrm(engine);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns Tate names and birthplaces into names, cities and countries', () => {
    expect(displayName('Abakanowicz, Magdalena')).toBe('Magdalena Abakanowicz');
    expect(displayName('Banksy')).toBe('Banksy');
    // Honours follow the name, as people write them.
    expect(displayName('Ayres, Gillian, OBE')).toBe('Gillian Ayres OBE');
    expect(displayName('Sutherland, Graham, OM')).toBe('Graham Sutherland OM');
    // The Tate also writes honours before the first name: they are titles, not first names.
    expect(displayName('Ayres, OBE Gillian')).toBe('Gillian Ayres OBE');
    expect(displayName('Hepworth, DBE Barbara')).toBe('Barbara Hepworth DBE');
    expect(displayName('Blake, CBE RA Peter')).toBe('Peter Blake CBE RA');
    expect(displayName('Hockney, David OM CH')).toBe('David Hockney OM CH');
    expect(displayName('Riley, Bridget, CH CBE')).toBe('Bridget Riley CH CBE');
    expect(displayName('Ayres, OBE')).toBe('Ayres OBE');
    // Titles that people say before the name stay there.
    expect(displayName('Frost, Sir Terry')).toBe('Sir Terry Frost');
    expect(displayName('Götz, Professor Karl-Otto')).toBe('Professor Karl-Otto Götz');
    expect(displayName('Frink, Dame Elisabeth')).toBe('Dame Elisabeth Frink');
    expect(displayName('Leighton, Lord Frederic')).toBe('Lord Frederic Leighton');
    expect(displayName('Frink, DBE Dame Elisabeth')).toBe('Dame Elisabeth Frink DBE');
    // A first name that only looks like an honour in lower case stays a first name.
    expect(displayName('Ra, Sun')).toBe('Sun Ra');
    expect(placeOf('Philadelphia, United States')).toEqual({
      city: 'Philadelphia',
      country: 'United States',
      region: null,
    });
    // A single place is the country, with no city: never 'Zimbabwe, Zimbabwe'.
    expect(placeOf('Zimbabwe')).toEqual({ city: '', country: 'Zimbabwe', region: null });
    // Places in another language or script read in English; a region is no city.
    expect(placeOf('Piraiévs, Ellás')).toEqual({ city: 'Piraeus', country: 'Greece', region: null });
    expect(placeOf('Deutschland')).toEqual({ city: '', country: 'Germany', region: null });
    expect(placeOf('Lancashire, United Kingdom')).toEqual({
      city: '',
      country: 'United Kingdom',
      region: 'Lancashire',
    });
    expect(birthPlaceOf('Piraiévs, Ellás')).toBe('Piraeus, Greece');
    expect(birthPlaceOf('Zimbabwe')).toBe('Zimbabwe');
    expect(birthPlaceOf('Wales, United Kingdom')).toBe('Wales, United Kingdom');
    expect(birthPlaceOf('Victoria, Zhonghua')).toBe('Hong Kong, China');
    expect(disciplinesOf(['Oil paint on canvas', 'Gelatin silver print'])).toEqual([
      'painting',
      'photography',
    ]);
    expect(disciplinesOf(['Something else'])).toEqual(['mixed_media']);
  });

  it('reads every place of the Tate sample in English, each city a city and never its country again', () => {
    const rows = parse(readFileSync(path.join(import.meta.dirname, 'seed', 'tate-artists.csv')), {
      columns: true,
      bom: true,
    }) as { placeOfBirth: string }[];
    const places = rows.map((r) => placeOf(r.placeOfBirth));
    const cities = new Set(places.map((p) => p.city).filter(Boolean));
    const countries = new Set(places.map((p) => p.country));
    for (const place of places) expect(place.city, place.country).not.toBe(place.country);
    for (const city of cities) expect(countries.has(city), city).toBe(false);
    for (const written of [...cities, ...countries]) {
      expect(Object.keys({ Deutschland: 1, Ellás: 1, Nihon: 1, España: 1, Misr: 1 })).not.toContain(written);
    }
    expect(cities).toContain('Piraeus');
    expect(cities).toContain('Vienna');
    expect(countries).toContain('Germany');
    expect(countries).not.toContain('Deutschland');
  });

  it('reads every name of the Tate sample first name first, with no honour or title in a first name', () => {
    const rows = parse(readFileSync(path.join(import.meta.dirname, 'seed', 'tate-artists.csv')), {
      columns: true,
      bom: true,
    }) as { name: string }[];
    const names = rows.map((r) => displayName(r.name));
    expect(names).toContain('Gillian Ayres OBE');
    expect(names).toContain('Sir Terry Frost');
    for (const name of names) expect(name, name).not.toMatch(/^(?:[A-Z]{2,4}|Hon\.?) /);
  });

  it('spreads the artists over two years, the first the newest', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const dates = Array.from({ length: 120 }, (_, n) => joinedAt(n, 120, now).getTime());
    expect(dates.every((d, i) => i === 0 || d < dates[i - 1]!)).toBe(true);
    expect((now.getTime() - dates.at(-1)!) / 86_400_000).toBeGreaterThanOrEqual(730);
    expect((now.getTime() - dates.at(-1)!) / 86_400_000).toBeLessThan(732);
    expect(dates[0]).toBeLessThanOrEqual(now.getTime());
  });

  it('draws works in different manners, and different works from different seeds', () => {
    const manners = MANNER_NAMES.map((m) => artworkSvg('one seed', 400, 300, m));
    expect(new Set(manners).size).toBe(MANNER_NAMES.length);
    expect(artworkSvg('tate-1-0', 400, 300)).toBe(artworkSvg('tate-1-0', 400, 300));
    expect(artworkSvg('tate-1-0', 400, 300)).not.toBe(artworkSvg('tate-1-1', 400, 300));
  });

  it('creates published artists with images on disk, once: no duplicate entries, no two images alike', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    expect(await seedDemoArtists(db.orm.em.fork(), { uploadsDir, limit: 4 })).toBe(4);
    expect(await seedDemoArtists(db.orm.em.fork(), { uploadsDir, limit: 4 })).toBe(0);
    const profiles = await db.orm.em
      .fork()
      .find(ArtistProfile, {}, { populate: ['works', 'collections'], orderBy: { createdAt: 'desc' } });
    expect(profiles).toHaveLength(4);
    const hashes: string[] = [];
    for (const p of profiles) {
      const collections = p.collections.getItems().map((c) => `${c.name}|${c.location}`);
      expect(new Set(collections).size, p.fullName).toBe(collections.length);
      const works = p.works.getItems().map((w) => `${w.title}|${w.year}`);
      expect(new Set(works).size, p.fullName).toBe(works.length);
      expect(works.length, p.fullName).toBeGreaterThan(0);
      for (const url of [p.profileImageUrl!, ...p.works.getItems().map((w) => w.imageUrl)])
        hashes.push(
          createHash('sha256')
            .update(readFileSync(path.join(uploadsDir, url.replace(/^\/uploads\//, ''))))
            .digest('hex'),
        );
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    // Joined on different days, published after joining.
    const joined = profiles.map((p) => p.createdAt.getTime());
    expect(new Set(joined).size).toBe(joined.length);
    for (const p of profiles) expect(p.publishedAt!.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
    for (const p of profiles) {
      expect(p.publishedAt).toBeInstanceOf(Date);
      expect(p.isApproved).toBe(true);
      expect((p.published as { fullName: string }).fullName).toBe(p.fullName);
      expect(p.artistStatement.length).toBeGreaterThanOrEqual(20);
      // Born where the Tate says, in English; the made-up email shown as before the choice existed.
      expect(p.birthYear, p.fullName).toBeGreaterThanOrEqual(1900);
      expect(p.birthPlace, p.fullName).toBeTruthy();
      expect(p.showEmail).toBe(true);
      expect((p.published as { birthYear?: number }).birthYear).toBe(p.birthYear);
      for (const url of [p.profileImageUrl!, ...p.works.getItems().map((w) => w.imageUrl)]) {
        expect(existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);
      }
    }
    // The collection entries link to one venue, the Tate in London, which the seed makes a museum (its name has no
    // word that says so, so the linking guessed 'Other').
    const venues = await db.orm.em.fork().find(Venue, {});
    expect(venues.map((v) => [v.name, v.city, v.kind])).toEqual([['Tate', 'London', 'museum']]);
  });

  it("keeps an admin's choice of the demo venue's kind when seeding again", async () => {
    const em = db.orm.em.fork();
    await em.nativeUpdate(Venue, { name: 'Tate' }, { kind: 'gallery' });
    await seedDemoArtists(db.orm.em.fork(), { uploadsDir: path.join(dataDir, 'uploads'), limit: 5 });
    const venues = await db.orm.em.fork().find(Venue, {});
    expect(venues.map((v) => [v.name, v.kind])).toEqual([['Tate', 'gallery']]);
  });
});

describe('the demo seed command', () => {
  it('refuses an embedded database the server has open (two writers corrupt it), and says what to do', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-seed-open-'));
    try {
      const cluster = path.join(dataDir, EMBEDDED_CLUSTER);
      mkdirSync(cluster, { recursive: true });
      writeFileSync(path.join(cluster, 'postmaster.pid'), '-42\n');
      const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'seed.ts'), '1'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(embeddedOpenMessage(cluster));
      // Nothing was opened or written.
      expect(readdirSync(cluster)).toEqual(['postmaster.pid']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
