// The sitemap lists every published artist and venue (up to 50,000 each): it is built once per public version and
// kept, so a crawler (or anyone) asking for it again costs no database work, and any public change makes it afresh.
import { describe, expect, it } from 'vitest';
import { engines } from '../../test/db.ts';
import { onEveryQuery, testSite } from '../../test/site.ts';
import { artistWithProfile } from '../modules/artists/artist.fixtures.ts';

describe.each(engines())('the kept sitemap on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('asked again, it is answered from memory; a publication or a deleted artist (in SQL, by the cascade) is there at once', async () => {
    const first = await artistWithProfile(site.server, { fullName: 'Mapped One' });
    const sitemap = async () => {
      const res = await fetch(`${site.server.url}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      return { text: await res.text(), etag: res.headers.get('etag') };
    };
    const before = await sitemap();
    expect(before.text).toContain(`/artists/${first.profile.slug}<`);

    const queries: string[] = [];
    onEveryQuery(site.orm, (query) => queries.push(query));
    const again = await sitemap();
    expect(again).toEqual(before);
    expect(queries.filter((q) => /artist_profile|venue/.test(q))).toEqual([]);

    const second = await artistWithProfile(site.server, { fullName: 'Mapped Two' });
    const withSecond = await sitemap();
    expect(withSecond.text).toContain(`/artists/${second.profile.slug}<`);
    expect(withSecond.etag).not.toBe(before.etag);

    // Deleted in SQL, with its user (the profile goes by the cascade): the change is heard, the sitemap made again.
    await site.orm.em.getConnection().execute(
      `delete from "user" where "id" = (select "user_id" from "artist_profile" where "id" = ?)`,
      [first.profile.id],
    );
    await site.server.app.changesHeard();
    const withoutFirst = await sitemap();
    expect(withoutFirst.text).not.toContain(`/artists/${first.profile.slug}<`);
    expect(withoutFirst.text).toContain(`/artists/${second.profile.slug}<`);
  });
});
