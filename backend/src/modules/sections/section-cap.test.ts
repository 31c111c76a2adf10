// A CV section holds at most SECTION_ENTRIES_MAX entries: an entry added by hand past it, or a CV import that would
// take a section past it, is refused with the message and writes nothing.
import { SECTION_ENTRIES_MAX, ValidationMessages as M } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { artistWithProfile, json, uniqueEmail } from '../artists/artist.fixtures.ts';
import { applyImport, importOf, pasteCv } from '../cv-import/testing/cv-import-api.ts';
import { SECTION_STORES } from './section.registry.ts';

describe.each(engines())('the cap on a section’s entries on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });

  /** The artist's awards, written straight to the table (as many as `count`). */
  async function fillAwards(artistId: number, count: number) {
    const em = site.orm.em.fork();
    const { entity, scope } = SECTION_STORES.awards;
    const artist = em.getReference(ArtistProfile, artistId);
    for (let i = 0; i < count; i++)
      em.create(entity, {
        ...scope,
        artist,
        name: `Prize ${i}`,
        presenter: 'Trust',
        year: '2001',
        position: i,
      } as never);
    await em.flush();
  }
  const awardsOf = (artistId: number) =>
    site.orm.em
      .fork()
      .count(SECTION_STORES.awards.entity, { artist: artistId, ...SECTION_STORES.awards.scope } as never);

  it('takes the last entry a section holds and refuses the next, by hand and by a CV import; nothing is written', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    await fillAwards(profile.id, SECTION_ENTRIES_MAX - 1);
    const add = (name: string) =>
      browser.fetch(`/api/artists/${profile.id}/awards`, {
        method: 'POST',
        json: { name, presenter: 'Trust', year: '2024' },
      });
    expect((await add('The last one')).status).toBe(201);
    const refused = await add('One too many');
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe(M.sectionFull);
    expect(M.sectionFull).toBe('A CV section holds at most 1,000 entries');
    expect(await awardsOf(profile.id)).toBe(SECTION_ENTRIES_MAX);

    // An import whose awards would go past the cap is refused whole: its exhibition is not written either.
    const cv = await importOf(
      browser,
      await pasteCv(
        browser,
        'Ada Quill\n\nAwards\n2022 Harbour Prize, Harbour Trust\n\nSolo Exhibitions\n2021 Low Tide, Hall, Bern',
      ),
    );
    expect(cv.entries.map((e) => e.section).sort()).toEqual(['awards', 'soloExhibitions']);
    const applied = await applyImport(browser, cv.id, {
      entries: cv.entries.map((e) => e.id),
      person: false,
    });
    expect(applied.status).toBe(400);
    expect((await json<{ message: string }>(applied)).message).toBe(M.sectionFull);
    expect(await awardsOf(profile.id)).toBe(SECTION_ENTRIES_MAX);
    const draft = await json<{ soloExhibitions: unknown[] }>(await browser.fetch('/api/my-profile'));
    expect(draft.soloExhibitions).toEqual([]);
    // The import is kept: the artist can untick the awards and apply the rest.
    const rest = await applyImport(browser, cv.id, {
      entries: cv.entries.filter((e) => e.section !== 'awards').map((e) => e.id),
      person: false,
    });
    expect(rest.status).toBe(200);
  });
});
