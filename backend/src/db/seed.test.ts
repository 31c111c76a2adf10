import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from './test-db.ts';
import { disciplinesOf, displayName, placeOf, seedDemoArtists } from './seed.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';

describe('demo seed', () => {
  let db: TestOrm;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-seed-'));
  beforeAll(async () => {
    db = await createTestOrm('pglite');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns Tate names and birthplaces into names, cities and countries', () => {
    expect(displayName('Abakanowicz, Magdalena')).toBe('Magdalena Abakanowicz');
    expect(displayName('Banksy')).toBe('Banksy');
    expect(placeOf('Philadelphia, United States')).toEqual({ city: 'Philadelphia', country: 'United States' });
    expect(placeOf('Polska')).toEqual({ city: 'Polska', country: 'Polska' });
    expect(disciplinesOf(['Oil paint on canvas', 'Gelatin silver print'])).toEqual(['painting', 'photography']);
    expect(disciplinesOf(['Something else'])).toEqual(['mixed_media']);
  });

  it('creates published artists with images on disk, once', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    expect(await seedDemoArtists(db.orm.em.fork(), { uploadsDir, limit: 3 })).toBe(3);
    expect(await seedDemoArtists(db.orm.em.fork(), { uploadsDir, limit: 3 })).toBe(0);
    const profiles = await db.orm.em.fork().find(ArtistProfile, {}, { populate: ['works'] });
    expect(profiles).toHaveLength(3);
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
