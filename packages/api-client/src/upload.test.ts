// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:5173/" }
// Runs as in the browser: FormData, Blob, fetch and XMLHttpRequest all come from the same (happy-dom) window.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError, createApiClient, type UploadProgress } from './index.ts';
import { json, startServer } from './test-support/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const image = () => new Blob([new Uint8Array(64 * 1024).fill(7)], { type: 'image/png' });

describe('uploads without progress (fetch)', () => {
  test('multipart with the route field name and no hand-set content type', async () => {
    server.answer((_req, res) => json(res, 200, { fileUrl: '/uploads/p.webp' }));
    const client = createApiClient({ baseUrl: server.url, getAuthHeader: () => 'Bearer t' });
    await expect(client.profile.uploadImage({ file: image() })).resolves.toEqual({ fileUrl: '/uploads/p.webp' });
    const req = server.last();
    expect(req).toMatchObject({ method: 'POST', url: '/api/my-profile/upload-image' });
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain('name="profileImage"');
    expect(req.headers.authorization).toBe('Bearer t');
  });

  test('text fields travel with the file', async () => {
    server.answer((_req, res) => json(res, 200, { fileUrl: '/uploads/w.webp' }));
    await createApiClient({ baseUrl: server.url }).works.uploadImage({ file: image(), fields: { artistId: 4 } });
    expect(server.last().body).toMatch(/name="artistId"\r\n\r\n4\r\n/);
    expect(server.last().body).toContain('name="file"');
  });

  test('a route that also takes JSON: a file goes as multipart, pasted text as JSON', async () => {
    const imported = { id: 3, status: 'reading' };
    server.answer((_req, res) => json(res, 202, imported));
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.cvImport.start({ file: new Blob(['Ada'], { type: 'text/plain' }) })).resolves.toEqual(imported);
    expect(server.last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.last().body).toContain('name="file"');
    server.answer((_req, res) => json(res, 201, imported));
    await expect(client.cvImport.start({ body: { text: 'Ada Fields' } })).resolves.toEqual(imported);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/my-profile/cv-import' });
    expect(server.last().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(server.last().body)).toEqual({ text: 'Ada Fields' });
  });

  test('failures have the same error semantics', async () => {
    server.answer((_req, res) => json(res, 413, { message: 'Maximum file size is 25MB' }));
    const err = await createApiClient({ baseUrl: server.url })
      .profile.uploadImage({ file: image() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 413, message: '413: {"message":"Maximum file size is 25MB"}' });
  });
});

describe('uploads with progress (XMLHttpRequest)', () => {
  const client = () =>
    createApiClient({
      baseUrl: server.url,
      getAuthHeader: () => 'Bearer desk',
    });

  test('runs on the window XMLHttpRequest', () => {
    expect(typeof globalThis.XMLHttpRequest).toBe('function');
  });

  test('sends the session cookie (credentials included) on fetch and XMLHttpRequest calls', async () => {
    server.answer((req, res) => {
      if (req.url === '/api/health') res.setHeader('Set-Cookie', 'oeuvre.sid=abc; Path=/; HttpOnly');
      json(res, 200, req.url === '/api/health' ? { status: 'ok' } : { fileUrl: '/uploads/p.webp' });
    });
    await client().system.health();
    await client().system.health();
    expect(server.last().headers.cookie).toBe('oeuvre.sid=abc');
    await client().profile.uploadImage({ file: image(), onProgress: () => {} });
    expect(server.last().headers.cookie).toBe('oeuvre.sid=abc');
  });

  test('reports progress ending at 100% and resolves with the JSON answer', async () => {
    server.answer((_req, res) => json(res, 200, { fileUrl: '/uploads/g.webp' }));
    const seen: UploadProgress[] = [];
    const result = await client().admin.gallery.replaceImage({
      params: { id: 3 },
      file: image(),
      onProgress: (p) => seen.push(p),
    });
    expect(result).toEqual({ fileUrl: '/uploads/g.webp' });
    expect(seen.at(-1)?.percent).toBe(100);
    expect(seen.every((p, i) => i === 0 || p.percent >= (seen[i - 1] as UploadProgress).percent)).toBe(true);
    const req = server.requests.filter((r) => r.method === 'POST').at(-1);
    expect(req).toMatchObject({ url: '/api/admin/gallery-items/3/update-image-only' });
    expect(req?.headers.authorization).toBe('Bearer desk');
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.body).toContain('name="file"');
  });

  test('a failed upload rejects with ApiError "<status>: <body>"', async () => {
    server.answer((_req, res) => json(res, 415, { message: 'Please select an image file' }));
    const err = await client()
      .profile.uploadImage({ file: image(), onProgress: () => {} })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 415,
      message: '415: {"message":"Please select an image file"}',
      body: { message: 'Please select an image file' },
    });
  });

  test('an empty failure body gives the status text', async () => {
    server.answer((_req, res) => res.writeHead(500, 'Internal Server Error').end());
    await expect(
      client().upload('/api/admin/artists/csv-upload', new FormData(), { onProgress: () => {} }),
    ).rejects.toMatchObject({
      message: '500: Internal Server Error',
    });
  });
});
