import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../test/db.ts';
import { disciplinesOf, displayName, joinedAt, placeOf, seedDemoArtists } from './seed.ts';
import { artworkSvg, MANNER_NAMES } from './seed-images.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';

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
    expect(placeOf('Philadelphia, United States')).toEqual({ city: 'Philadelphia', country: 'United States' });
    expect(placeOf('Polska')).toEqual({ city: 'Polska', country: 'Polska' });
    expect(disciplinesOf(['Oil paint on canvas', 'Gelatin silver print'])).toEqual(['painting', 'photography']);
    expect(disciplinesOf(['Something else'])).toEqual(['mixed_media']);
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
        hashes.push(createHash('sha256').update(readFileSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).digest('hex'));
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
      for (const url of [p.profileImageUrl!, ...p.works.getItems().map((w) => w.imageUrl)]) {
        expect(existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);
      }
    }
  });
});
