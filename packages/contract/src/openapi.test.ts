import { expect, test } from 'vitest';
import { buildOpenApi } from './openapi.ts';
import { routeList, routes } from './routes.ts';

const doc = buildOpenApi(routeList, { serverUrl: 'http://localhost:3000' });

/** Walk into the document: dig('paths', '/api/health', 'get'). */
function dig(...keys: string[]): unknown {
  let value: unknown = doc;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

test('an OpenAPI 3.1 document with every route as an operation', () => {
  expect(doc.openapi).toBe('3.1.0');
  for (const route of routeList) {
    const op = dig('paths', openApiPath(route.path), route.method.toLowerCase());
    expect(op, `${route.method} ${route.path}`).toMatchObject({
      operationId: route.id,
      'x-access': route.access,
    });
  }
  const paths = dig('paths') as Record<string, object>;
  const count = Object.values(paths).reduce((n, p) => n + Object.keys(p).length, 0);
  expect(count).toBe(routeList.length);
});

test('JSON bodies carry their schema with the required fields', () => {
  const body = (path: string) =>
    dig('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema');
  expect(body('/api/artists/{id}/awards')).toMatchObject({
    required: ['name', 'presenter', 'year'],
    properties: { name: { type: 'string', maxLength: 200 } },
  });
  expect(body('/api/artists/{id}/grants')).toMatchObject({
    properties: { type: { enum: ['grant', 'fellowship', 'residency'], default: 'grant' } },
  });
});

test('multipart uploads list their file fields as binary', () => {
  const schema = dig(
    'paths',
    '/api/admin/artists/{artistId}/gallery',
    'post',
    'requestBody',
    'content',
    'multipart/form-data',
    'schema',
  );
  expect(schema).toMatchObject({
    properties: { file: { type: 'string', format: 'binary' } },
    required: expect.arrayContaining(['title', 'file']),
  });
});

test('path and query parameters, with defaults', () => {
  const params = dig('paths', '/api/directory', 'get', 'parameters') as { name: string }[];
  expect(params.map((p) => p.name)).toEqual(['q', 'discipline', 'location', 'in', 'featured', 'sort', 'venue', 'page', 'pageSize']);
  expect(params.find((p) => p.name === 'pageSize')).toMatchObject({
    in: 'query',
    required: false,
    schema: { default: 9, minimum: 1, maximum: 100 },
  });
  expect(dig('paths', '/api/artists/{id}/awards/{itemId}', 'patch', 'parameters')).toEqual([
    expect.objectContaining({ name: 'id', in: 'path', required: true }),
    expect.objectContaining({ name: 'itemId', in: 'path', required: true }),
  ]);
});

test('responses: success schema, 204 for empty, errors by access', () => {
  expect(
    dig(
      'paths',
      '/api/artists/{slug}',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
      'schema',
      'required',
    ),
  ).toEqual(expect.arrayContaining(['profile', 'residencies', 'galleryItems']));
  // The documented shapes: `profile` beside the section arrays, for the public page and the owner's draft.
  const schemaOf = (path: string) =>
    dig('paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema') as {
      required: string[];
      properties: Record<string, { required?: string[] }>;
    };
  expect(schemaOf('/api/artists/{slug}').required).not.toContain('fullName');
  expect(schemaOf('/api/artists/{slug}').properties.profile?.required).toContain('fullName');
  expect(schemaOf('/api/my-profile').required).toEqual(
    expect.arrayContaining(['profile', 'awards', 'galleryItems']),
  );
  expect(schemaOf('/api/my-profile').properties.profile?.required).toContain('isPending');
  expect(dig('paths', '/api/artists/{slug}', 'get', 'responses', '401')).toBeUndefined();
  expect(dig('paths', '/api/admin/inbox/{id}', 'delete', 'responses', '204')).toBeDefined();
  expect(dig('paths', '/api/admin/inbox/{id}', 'delete', 'responses', '403')).toBeDefined();
  expect(dig('paths', routes['artists.create'].path, 'post', 'responses', '201')).toBeDefined();
  expect(dig('paths', '/api/login', 'get', 'responses', '302')).toBeDefined();
  expect(dig('paths', '/api/my-profile/upload-image', 'post', 'responses', '413')).toBeDefined();
});

test('the document is plain JSON', () => {
  expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
});
