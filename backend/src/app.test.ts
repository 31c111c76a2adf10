import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../test/db.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

function fakeWebBuild(): string {
  const dir = path.join(tmpdir(), `oeuvre-web-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Oeuvre</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  return dir;
}

describe('the server', () => {
  let db: TestOrm;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestOrm('pglite');
    server = await startTestServer(db.orm, { WEB_DIST: fakeWebBuild() });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers health with 200 when the database answers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the web app with SPA fallback and long-cached assets', async () => {
    const page = await fetch(`${server.url}/resources/cv-guide`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends the precompressed twin of an asset the browser can decode', async () => {
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.url}/assets/app-abc123.js`);
        request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('refuses path traversal out of the web build and uploads', async () => {
    for (const p of ['/..%2f..%2fetc%2fpasswd', '/uploads/..%2f..%2fsession-secret', '/assets/..%2f..%2f..%2fpackage.json']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status === 404 || (res.status === 200 && (await res.text()).includes('<div id="root">'))).toBe(true);
    }
  });

  it('sends the security headers on HTML and API responses', async () => {
    for (const p of ['/', '/api/health', '/api/no-such-thing']) {
      const res = await fetch(`${server.url}${p}`);
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBeTruthy();
      expect(res.headers.get('X-Powered-By')).toBeNull();
    }
  });

  it('refuses malformed JSON with 400, a wrong content type with 415 and an oversized body with 413', async () => {
    const post = (body: string, type: string) =>
      fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': type }, body });
    const malformed = await post('{"name": ', 'application/json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON' });
    const plain = await post('name=x', 'text/plain');
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { message: string }).message).toBeTruthy();
    const huge = await post(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
    expect(huge.status).toBe(413);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with a JSON body, not a crash', async () => {
    const db = await createTestOrm('pglite');
    const server = await startTestServer(db.orm);
    try {
      // Pull the database out from under the running server.
      const connection = db.orm.driver.getConnection() as unknown as { getNativeClient(): Promise<{ close(): Promise<void> }> };
      await (await connection.getNativeClient()).close();
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await server.close();
      await db.close().catch(() => undefined);
    }
  });
});
