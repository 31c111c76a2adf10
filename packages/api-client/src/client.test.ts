import { apiRoutes, routeList, type Award, type CurrentUser, type PublicArtistPage } from '@oeuvre/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, test } from 'vitest';
import { ApiError, createApiClient, errorMessage } from './index.ts';
import { json, startServer } from './test-support/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
const fetchCalls: RequestInit[] = [];
/** Real fetch, with the init of each call kept so the test can read `credentials`. */
const recordingFetch: typeof fetch = (input, init) => {
  fetchCalls.push(init ?? {});
  return fetch(input, init);
};
let token: string | undefined;
const client = () =>
  createApiClient({ baseUrl: server.url, fetch: recordingFetch, getAuthHeader: () => token });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  fetchCalls.length = 0;
  token = undefined;
});

describe('every call', () => {
  test("sends credentials: 'include' and asks for JSON", async () => {
    server.answer((_req, res) => json(res, 200, { status: 'ok' }));
    await expect(client().system.health()).resolves.toEqual({ status: 'ok' });
    expect(fetchCalls[0]?.credentials).toBe('include');
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/health' });
    expect(server.last().headers.accept).toBe('application/json');
    expect(server.last().headers['content-type']).toBeUndefined();
  });

  test('passes the Authorization header from getAuthHeader, and none without it', async () => {
    server.answer((_req, res) => json(res, 200, []));
    token = 'Bearer desk_123';
    await client().admin.tokens.list();
    expect(server.last().headers.authorization).toBe('Bearer desk_123');
    token = undefined;
    await client().admin.tokens.list();
    expect(server.last().headers.authorization).toBeUndefined();
  });

  test('JSON bodies go with a JSON content type', async () => {
    const body = { name: 'Lucy', email: 'lucy@example.org', subject: 'Hi', message: 'Hello' };
    server.answer((_req, res) => res.writeHead(204).end());
    await expect(client().contact.send({ body })).resolves.toBeUndefined();
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/contact' });
    expect(server.last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.last().body)).toEqual(body);
  });

  test('query values are encoded; empty ones are left out', async () => {
    server.answer((_req, res) =>
      json(res, 200, {
        items: [],
        total: 0,
        page: 2,
        pageSize: 9,
        facets: { disciplines: [], locations: [] },
      }),
    );
    await client().directory.search({ query: { q: 'new york & co', page: 2, discipline: undefined, location: '' } });
    expect(server.last().url).toBe('/api/directory?q=new+york+%26+co&page=2');
    await client().artists.list({ query: { limit: 3 } });
    expect(server.last().url).toBe('/api/artists?limit=3');
  });

  test('path parameters are encoded', async () => {
    server.answer((_req, res) => json(res, 200, {}));
    await client().artists.get({ params: { slug: 'ana mendieta/1' } });
    expect(server.last().url).toBe('/api/artists/ana%20mendieta%2F1');
  });
});

describe('failures', () => {
  test('non-2xx throws ApiError "<status>: <body text>" with the parsed body', async () => {
    server.answer((_req, res) => json(res, 400, { message: 'Award name is required', field: 'name' }));
    const err = await client()
      .section('awards')
      .add(3, { name: '', presenter: 'p', year: '2000' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: '400: {"message":"Award name is required","field":"name"}',
      body: { message: 'Award name is required', field: 'name' },
    });
    expect(errorMessage(err, 'Failed to save award. Please try again.')).toBe('Award name is required');
  });

  test('an empty body gives the status text', async () => {
    server.answer((_req, res) => res.writeHead(503, 'Service Unavailable').end());
    const err = await client()
      .admin.stats()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, message: '503: Service Unavailable', body: undefined });
    expect(errorMessage(err, 'Failed to fetch stats')).toBe('Failed to fetch stats');
  });

  test('a text body is kept as text, body stays undefined', async () => {
    server.answer((_req, res) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end('upstream down'));
    await expect(client().admin.inbox.list()).rejects.toMatchObject({
      message: '502: upstream down',
      body: undefined,
    });
  });

  test('errorMessage falls back for anything that is not an ApiError', () => {
    expect(errorMessage(new Error('boom'), 'Failed to remove support')).toBe('Failed to remove support');
    expect(errorMessage(undefined, 'x')).toBe('x');
  });

  test('a network failure rejects (no ApiError)', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(offline.system.health()).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('statuses with meaning', () => {
  test('204 resolves to undefined', async () => {
    server.answer((_req, res) => res.writeHead(204).end());
    await expect(client().admin.inbox.remove({ params: { id: 7 } })).resolves.toBeUndefined();
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/admin/inbox/7' });
  });

  test('current user: 401 means signed out (null); other failures throw', async () => {
    server.answer((_req, res) => json(res, 401, { message: 'Sign in required' }));
    await expect(client().session.currentUser()).resolves.toBeNull();
    server.answer((_req, res) => json(res, 500, { message: 'Something went wrong. Please try again.' }));
    await expect(client().session.currentUser()).rejects.toMatchObject({ status: 500 });
    const user = {
      id: 1,
      email: 'a@x.org',
      firstName: 'Ana',
      lastName: null,
      profileImageUrl: null,
      isAdmin: false,
    };
    server.answer((_req, res) => json(res, 200, user));
    await expect(client().session.currentUser()).resolves.toEqual(user);
  });

  test('own profile: 404 and 401 mean no profile', async () => {
    server.answer((_req, res) => json(res, 404, { message: 'Not found' }));
    await expect(client().profile.get()).resolves.toBeNull();
    await expect(client().artists.mine()).resolves.toBeNull();
    server.answer((_req, res) => json(res, 401, { message: 'Sign in required' }));
    await expect(client().profile.get()).resolves.toBeNull();
  });
});

describe('one call per route id', () => {
  test('every JSON call of the route table is a function at its id; navigations are not calls', () => {
    const api = createApiClient() as unknown as Record<string, unknown>;
    const at = (id: string) => id.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown>)?.[name], api);
    for (const route of apiRoutes) expect(typeof at(route.id), route.id).toBe('function');
    for (const route of routeList.filter((r) => r.navigation)) expect(typeof at(route.id), route.id).not.toBe('function');
  });
});

describe('routes by product area', () => {
  test('sections: nested and flat item paths', async () => {
    server.answer((req, res) =>
      req.method === 'DELETE' ? res.writeHead(204).end() : json(res, 200, { id: 9 }),
    );
    await client().section('awards').add(3, { name: 'n', presenter: 'p', year: '2000' });
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/artists/3/awards' });
    await client().section('awards').update(3, 9, { notes: 'x' });
    expect(server.last()).toMatchObject({ method: 'PATCH', url: '/api/artists/3/awards/9' });
    await client().section('socialMedia').update(3, 9, { username: '@ana' });
    expect(server.last()).toMatchObject({ method: 'PATCH', url: '/api/social-media/9' });
    await client().section('soloExhibitions').remove(3, 9);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/solo-exhibitions/9' });
    await client().section('commissions').remove(3, 9);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/artists/3/commissions/9' });
  });

  test('admin: approve without a body, reject with an (empty) JSON body', async () => {
    server.answer((_req, res) => json(res, 200, {}));
    await client().admin.approvals.approve({ params: { id: 5 } });
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/admin/approve/5', body: '' });
    await client().admin.approvals.reject({ params: { id: 5 } });
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/admin/reject/5', body: '{}' });
    expect(server.last().headers['content-type']).toBe('application/json');
    await client().admin.users.freeze({ params: { id: 8 } });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/admin/users/8/freeze' });
  });

  test('support sends receiverId', async () => {
    server.answer((_req, res) => json(res, 201, {}));
    await client().connections.create({ body: { receiverId: 12 } });
    expect(JSON.parse(server.last().body)).toEqual({ receiverId: 12 });
  });

  test('the generic request takes a route id', async () => {
    server.answer((_req, res) => json(res, 200, { siteName: 'Oeuvre' }));
    await client().request('admin.settings.update', { body: { siteName: 'Oeuvre' } });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/admin/settings' });
    await client().request('sections.teaching.remove', { params: { id: 1, itemId: 2 } });
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/artists/1/teaching/2' });
  });

  test('navigations are URLs, not calls', async () => {
    expect(client().urls.login()).toBe(`${server.url}/api/login`);
    expect(createApiClient().urls.logout()).toBe('/api/logout');
    // @ts-expect-error a navigation is no call of the client (and refused at run time as well)
    await expect(client().request('session.login')).rejects.toThrow('full-page navigation');
  });

  test('a multipart route refuses a body that is not FormData', async () => {
    await expect(
      client().request('profile.uploadImage', { body: { profileImage: 'x' } as unknown as FormData }),
    ).rejects.toThrow('needs a FormData body');
  });
});

describe('types', () => {
  test('results and inputs are typed from the contract', () => {
    const api = createApiClient();
    expectTypeOf(api.artists.get).returns.resolves.toEqualTypeOf<PublicArtistPage>();
    expectTypeOf(api.session.currentUser).returns.resolves.toEqualTypeOf<CurrentUser | null>();
    expectTypeOf(api.section('awards').add).returns.resolves.toEqualTypeOf<Award>();
    expectTypeOf(api.admin.inbox.remove).returns.resolves.toEqualTypeOf<undefined>();
    // Checked by the compiler only; never called.
    const compileOnly = () => {
      // @ts-expect-error path parameters are required when the path has them
      void api.request('artists.get');
      // @ts-expect-error a create needs its body
      void api.request('artists.create', {});
      // @ts-expect-error bodies are checked against the route's schema
      void api.request('connections.create', { body: { receiverId: true } });
      void api.request('admin.approvals.reject', { params: { id: 1 } });
      void api.request('directory.search', { query: { q: 'berlin', page: 2 } });
    };
    expect(typeof compileOnly).toBe('function');
  });
});
