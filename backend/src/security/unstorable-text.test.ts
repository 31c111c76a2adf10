// Text PostgreSQL cannot store: U+0000 in any text (path, query, JSON or multipart field) is refused with 400/404
// before it reaches the database, and a lone UTF-16 surrogate ("\ud800" in JSON) becomes U+FFFD; both used to fail
// the request with a 5xx.
import { describe, expect, it } from 'vitest';
import { fixtureForSuite, type SecurityFixture } from '../../test/security/fixture.ts';

describe('text PostgreSQL cannot store', () => {
  const fixture = fixtureForSuite();

  const statement = 'I paint fields and weather, slowly, over many seasons.';

  it('in a query value: 400 naming the parameter', async () => {
    for (const path of ['/api/directory?q=a%00b', '/api/directory?location=%00', '/api/artists?limit=1%00']) {
      const res = await fixture().fetch('anonymous', path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Text must not contain NUL characters' });
    }
  });

  it('in a path parameter: 404', async () => {
    const res = await fixture().fetch('anonymous', '/api/artists/a%00b');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('in a JSON body, at any depth: 400 naming the field, and nothing is stored', async () => {
    const before = await fixture().rowCounts();
    const cases: [Parameters<SecurityFixture['fetch']>[0], string, string, unknown, string][] = [
      [
        'artist',
        'PATCH',
        `/api/artists/${fixture().ids.artistProfile}`,
        {
          fullName: 'Ada\u0000',
          email: 'a@oeuvre.test',
          city: 'Leeds',
          country: 'UK',
          artistStatement: statement,
        },
        'fullName',
      ],
      [
        'artist',
        'POST',
        `/api/artists/${fixture().ids.artistProfile}/awards`,
        { name: 'Prize', presenter: 'Tate', year: '2024', notes: '\u0000' },
        'notes',
      ],
      [
        'artist',
        'POST',
        `/api/artists/${fixture().ids.artistProfile}/grants`,
        { type: 'grant', name: 'G', organization: 'O', year: '2024', description: 'x\u0000y' },
        'description',
      ],
      [
        'anonymous',
        'POST',
        '/api/contact',
        { name: 'V', email: 'v@oeuvre.test', subject: 'Hi', message: 'hello\u0000' },
        'message',
      ],
      ['admin', 'PUT', '/api/admin/settings', { siteName: 'Oeuvre\u0000' }, 'siteName'],
      [
        'admin',
        'PATCH',
        `/api/admin/artists/${fixture().ids.artistProfile}`,
        {
          fullName: 'Ada',
          email: 'a@oeuvre.test',
          city: 'Leeds',
          country: 'UK',
          artistStatement: statement,
          disciplines: ['painting', '\u0000'],
        },
        'disciplines.1',
      ],
    ];
    for (const [role, method, path, json, field] of cases) {
      const res = await fixture().fetch(role, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toEqual({ message: 'Text must not contain NUL characters', field });
    }
    expect(await fixture().rowCounts()).toEqual(before);
  });

  it('in a multipart text field: 400', async () => {
    const form = new FormData();
    form.append('artistId', `${fixture().ids.artistProfile}\u0000`);
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const res = await fixture().fetch('artist', '/api/artists/work-image-upload', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Text must not contain NUL characters', field: 'artistId' });
  });

  it('a lone surrogate is kept as U+FFFD, in the draft and in the published copy an admin edit writes', async () => {
    const body = {
      fullName: 'Ada \ud800 Fields',
      email: 'ada@oeuvre.test',
      city: 'Leeds \udfff',
      country: 'UK',
      artistStatement: statement,
    };
    // JSON.stringify writes a lone surrogate as the escape "\ud800", as a hostile client would.
    expect(JSON.stringify(body)).toContain('\\ud800');
    const res = await fixture().fetch('admin', `/api/admin/artists/${fixture().ids.artistProfile}`, {
      method: 'PATCH',
      json: body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Ada \uFFFD Fields', city: 'Leeds \uFFFD' });
    const page = await fixture().fetch('anonymous', `/api/artists/${fixture().ids.artistSlug}`);
    expect(await page.json()).toMatchObject({ profile: { fullName: 'Ada \uFFFD Fields' } });
    const own = await fixture().fetch('artist', `/api/artists/${fixture().ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...body, fullName: 'Ada \udc00' },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ fullName: 'Ada \uFFFD' });
  });
});
