// Authority identifiers on the profile: validated, kept, published, and named in the artist page's JSON-LD sameAs.
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { artistWithProfile, json, profileForm, uniqueEmail } from './artist.fixtures.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;

describe.each(engines())('authority identifiers on %s', (engine) => {
  const site = testSite(engine, { index: INDEX, requireApproval: false });

  it('saved normalized, shown on the public profile and in sameAs; bad ones refused with their message', async () => {
    const email = uniqueEmail('ids');
    const { browser, profile } = await artistWithProfile(site.server, { email });
    const save = (ids: object) =>
      browser.fetch(`/api/artists/${profile.id}`, {
        method: 'PATCH',
        json: { ...profileForm({ email }), ...ids },
      });

    for (const [ids, message] of [
      [{ wikidata: '42' }, 'Enter a Wikidata ID like Q42'],
      [{ ulan: '500' }, 'Enter a ULAN ID like 500012345'],
      [{ isni: '0000 0002 1825 0096' }, 'Enter a valid ISNI (16 digits, the last may be X)'],
      [{ orcid: '0000-0002-1825-0098' }, 'Enter a valid ORCID iD like 0000-0002-1825-0097'],
    ] as const) {
      const res = await save(ids);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message, field: Object.keys(ids)[0] });
    }

    const saved = await save({
      wikidata: 'q42',
      ulan: '500012345',
      isni: '0000 0002 1825 0097',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
    });
    expect(saved.status).toBe(200);
    const ids = {
      wikidata: 'Q42',
      ulan: '500012345',
      isni: '0000000218250097',
      orcid: '0000-0002-1825-0097',
    };
    expect(await json(saved)).toMatchObject(ids);
    expect(await json(await site.server.browser().fetch(`/api/artists/${profile.slug}`))).toMatchObject({ profile: ids });

    const html = await (await fetch(`${site.server.url}/artists/${profile.slug}`)).text();
    const person = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((block) => block['@type'] === 'Person');
    expect(person.sameAs).toEqual(
      expect.arrayContaining([
        'https://www.wikidata.org/wiki/Q42',
        'http://vocab.getty.edu/page/ulan/500012345',
        'https://isni.org/isni/0000000218250097',
        'https://orcid.org/0000-0002-1825-0097',
      ]),
    );

    // Blank clears one; the others stay.
    const cleared = await save({ ...ids, wikidata: '' });
    expect(await json(cleared)).toMatchObject({ wikidata: null, ulan: '500012345' });
  });
});
