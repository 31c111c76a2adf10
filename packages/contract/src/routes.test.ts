import * as v from 'valibot';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  apiRoutes,
  buildPath,
  pathParamNames,
  routeList,
  routes,
  type RouteBody,
  type RouteResponse,
} from './routes.ts';
import { SECTIONS, SECTION_KINDS } from './sections.ts';
import type { AwardInput } from './schemas/awards.ts';
import type { PublicArtistPage } from './schemas/venues.ts';

describe('route table', () => {
  test('no two routes share a method and path', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every path starts with /api and every id matches its key', () => {
    for (const [id, route] of Object.entries(routes)) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.id).toBe(id);
      expect(route.summary.length).toBeGreaterThan(0);
    }
  });

  test('every API call of the product is in the route table', () => {
    const wanted = [
      'GET /api/auth/user',
      'GET /api/my-profile',
      'GET /api/artists',
      'GET /api/artists/:slug',
      'GET /api/artists/user',
      'POST /api/artists',
      'PATCH /api/artists/:id',
      'POST /api/my-profile/upload-image',
      'POST /api/artists/work-image-upload',
      'POST /api/artists/:id/social-media',
      'DELETE /api/social-media/:id',
      'POST /api/artists/:id/education',
      'DELETE /api/education/:id',
      'POST /api/artists/:id/solo-exhibitions',
      'POST /api/artists/:id/group-exhibitions',
      'DELETE /api/solo-exhibitions/:id',
      'DELETE /api/group-exhibitions/:id',
      'POST /api/artists/:id/works',
      'DELETE /api/works/:id',
      'POST /api/artists/:id/awards',
      'PATCH /api/artists/:id/awards/:itemId',
      'DELETE /api/artists/:id/awards/:itemId',
      'PATCH /api/artists/:id/grants/:itemId',
      'DELETE /api/artists/:id/collections/:itemId',
      'PATCH /api/artists/:id/bibliography/:itemId',
      'GET /api/connections/artist/:artistId',
      'GET /api/connections/status/:artistId',
      'POST /api/connections',
      'DELETE /api/connections/:id',
      'GET /api/connections/requests',
      'POST /api/connections/:id/accept',
      'POST /api/connections/:id/reject',
      'GET /api/my-connections',
      'POST /api/contact',
      'GET /api/admin/stats',
      'GET /api/admin/artists/approved',
      'GET /api/admin/artists/:id',
      'PATCH /api/admin/artists/:id',
      'DELETE /api/admin/artists/:id',
      'POST /api/admin/artists/:id/upload-image',
      'POST /api/admin/artists/csv-upload',
      'GET /api/admin/users',
      'PUT /api/admin/users/:id/make-admin',
      'PUT /api/admin/users/:id/remove-admin',
      'PUT /api/admin/users/:id/freeze',
      'PUT /api/admin/users/:id/unfreeze',
      'DELETE /api/admin/users/:id/delete',
      'GET /api/admin/pending-approvals',
      'POST /api/admin/approve/:id',
      'POST /api/admin/reject/:id',
      'GET /api/admin/inbox',
      'PATCH /api/admin/inbox/:id/read',
      'DELETE /api/admin/inbox/:id',
      'GET /api/admin/gallery-items/:artistId',
      'POST /api/admin/artists/:artistId/gallery',
      'PATCH /api/admin/gallery-items/:id',
      'POST /api/admin/gallery-items/:id/update-image-only',
      'DELETE /api/admin/gallery-items/:id',
      // additions
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/directory',
      'GET /api/settings',
      'GET /api/admin/settings',
      'PUT /api/admin/settings',
      'PATCH /api/social-media/:id',
      'PATCH /api/education/:id',
      'PATCH /api/solo-exhibitions/:id',
      'PATCH /api/group-exhibitions/:id',
      'PATCH /api/works/:id',
      'POST /api/artists/:id/commissions',
      'PATCH /api/artists/:id/teaching/:itemId',
      'DELETE /api/artists/:id/affiliations/:itemId',
      'GET /api/admin/tokens',
      'DELETE /api/admin/tokens/:id',
      'POST /api/desktop/token',
      'DELETE /api/desktop/token',
      'GET /api/admin/csv-jobs/:id',
      'POST /api/admin/artists/csv-jobs',
    ];
    const present = new Set(routeList.map((r) => `${r.method} ${r.path}`));
    expect(wanted.filter((w) => !present.has(w))).toEqual([]);
  });

  test('sign-in, sign-out and desktop authorize are navigations, not JSON calls', () => {
    const navigations = routeList.filter((r) => r.navigation).map((r) => r.path);
    expect(navigations.sort()).toEqual(['/api/desktop/authorize', '/api/email/unsubscribe', '/api/email/unsubscribe', '/api/login', '/api/logout', '/api/logout']);
    expect(apiRoutes.some((r) => r.navigation)).toBe(false);
  });

  test('fixed segments are registered before the parameter they could be mistaken for', () => {
    const order = routeList.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('GET /api/artists/user')).toBeLessThan(order.indexOf('GET /api/artists/:slug'));
    expect(order.indexOf('GET /api/admin/artists/approved')).toBeLessThan(
      order.indexOf('GET /api/admin/artists/:id'),
    );
  });

  test('admin paths are admin-only; public reads need no sign-in', () => {
    for (const route of routeList.filter((r) => r.path.startsWith('/api/admin/')))
      expect(route.access).toBe('admin');
    expect(routes['artists.get'].access).toBe('public');
    expect(routes['directory.search'].access).toBe('public');
    expect(routes['connections.create'].access).toBe('artist');
    expect(routes['sections.awards.add'].access).toBe('owner');
  });

  test('multipart routes name their file fields; JSON routes have none', () => {
    for (const route of routeList) {
      expect(route.contentType === 'multipart').toBe((route.files?.length ?? 0) > 0);
    }
    expect(routes['profile.uploadImage'].files).toEqual(['profileImage']);
    for (const route of routeList.filter((r) => r.contentType === 'multipart')) {
      expect(route.maxFileBytes, route.id).toBe(
        route.fileKind === 'csv' || route.id === 'cvImport.start' ? 10 * 1024 * 1024 : 25 * 1024 * 1024,
      );
    }
    // A CV comes as a file or as pasted text (JSON), answered at once (201) or while it is read (202).
    expect(routes['cvImport.start']).toMatchObject({ files: ['file'], acceptsJson: true, status: 201, alsoStatus: 202 });
    expect(routes['admin.csvJobs.start'].fileKind).toBe('csv');
    expect(routes['admin.gallery.add'].fileKind).toBe('image');
    expect(routes['admin.artists.csvUpload'].files).toEqual(['csvFile']);
  });

  test('params schemas come from the path', () => {
    expect(pathParamNames('/api/artists/:id/awards/:itemId')).toEqual(['id', 'itemId']);
    expect(v.parse(routes['sections.awards.update'].params, { id: '3', itemId: '9' })).toEqual({
      id: 3,
      itemId: 9,
    });
    expect(v.parse(routes['artists.get'].params, { slug: 'ana-mendieta' })).toEqual({ slug: 'ana-mendieta' });
    expect(v.safeParse(routes['admin.artists.get'].params, { id: 'approved' }).success).toBe(false);
  });

  test('every section has add, update and remove routes using its schemas', () => {
    for (const kind of SECTION_KINDS) {
      const add = routes[`sections.${kind}.add`];
      expect(add.path).toBe(`/api/artists/:id/${SECTIONS[kind].segment}`);
      expect(add.body).toBe(SECTIONS[kind].input);
      expect(routes[`sections.${kind}.update`].body).toBe(SECTIONS[kind].patch);
      expect(routes[`sections.${kind}.remove`].response).toBe('empty');
    }
  });

  test('buildPath fills and encodes parameters, and refuses missing ones', () => {
    expect(buildPath('/api/artists/:id/awards/:itemId', { id: 3, itemId: 9 })).toBe(
      '/api/artists/3/awards/9',
    );
    expect(buildPath('/api/artists/:slug', { slug: 'a b/c' })).toBe('/api/artists/a%20b%2Fc');
    expect(() => buildPath('/api/artists/:id', {})).toThrow('Missing path parameter "id"');
  });

  test('types flow from the table', () => {
    expectTypeOf<RouteResponse<(typeof routes)['artists.get']>>().toEqualTypeOf<PublicArtistPage>();
    expectTypeOf<RouteResponse<(typeof routes)['admin.inbox.remove']>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteBody<(typeof routes)['profile.uploadImage']>>().toEqualTypeOf<FormData>();
    expectTypeOf<v.InferOutput<(typeof routes)['sections.awards.add']['body']>>().toEqualTypeOf<AwardInput>();
  });
});
