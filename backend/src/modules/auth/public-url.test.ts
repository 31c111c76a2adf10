/**
 * The browser is only ever sent to PUBLIC_URL: the server listens on one address and a reverse proxy in front of it
 * (here a small forwarding server on another port) is the only address the browser knows.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';

/** A reverse proxy on its own port that forwards every request, unchanged, to `target()`. */
async function startProxy(target: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = http.createServer((req, res) => {
    const to = new URL(req.url!, target());
    const upstream = http.request(to, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

describe.each(engines())('sign-in behind a proxy on %s', (engine) => {
  let db: TestOrm;
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    db = await createTestOrm(engine);
    proxy = await startProxy(() => server.url);
    server = await startTestServer(db.orm, { PUBLIC_URL: proxy.url });
    expect(server.url).not.toBe(proxy.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    await db?.close();
  });

  it('sends the browser to PUBLIC_URL/oidc/auth, never to the address the server listens on', async () => {
    const browser = server.browser(); // a browser that only knows PUBLIC_URL (the proxy)
    expect(browser.baseUrl).toBe(proxy.url);
    await browser.fetch('/api/login');
    const toProvider = await browser.fetch('/connect/oidc');
    expect(toProvider.status).toBe(302);
    const authorize = new URL(toProvider.headers.get('Location')!);
    expect(authorize.origin).toBe(proxy.url);
    expect(authorize.pathname).toBe('/oidc/auth');
  });

  it('completes a sign-in in which every hop stays on PUBLIC_URL', async () => {
    const browser = server.browser();
    const start = await browser.navigate('/api/login');
    const action = /action="([^"]+\/login)"/.exec(await start.res.text())![1]!;
    const posted = await browser.fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'proxied@oeuvre.test',
        firstName: 'Pro',
        lastName: 'Xy',
      }).toString(),
    });
    const end = await browser.navigate(new URL(posted.headers.get('Location')!, proxy.url).toString());
    const hops = [...start.hops, posted.headers.get('Location')!, ...end.hops];
    expect(end.res.status).toBe(404); // no web build here: where it lands is what matters
    expect(hops.at(-1)).toBe(`${proxy.url}/`);
    for (const hop of hops) expect(new URL(hop, proxy.url).origin, hop).toBe(proxy.url);
    const me = await browser.fetch('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'proxied@oeuvre.test' });
  });
});

describe('the built-in sign-in on a public address', () => {
  let db: TestOrm;
  afterAll(async () => db?.close());

  it('starts only with ALLOW_BUILTIN_SIGNIN=true, and then logs a warning', async () => {
    db = await createTestOrm('pglite');
    await expect(startTestServer(db.orm, { PUBLIC_URL: 'http://192.0.2.10:3000' })).rejects.toThrow(
      /OIDC_ISSUER is required when PUBLIC_URL is not a loopback address/,
    );
    const server = await startTestServer(db.orm, {
      PUBLIC_URL: 'http://192.0.2.10:3000',
      ALLOW_BUILTIN_SIGNIN: 'true',
    });
    try {
      const warnings = server.logs
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((l) => l.level === 40);
      expect(warnings.map((w) => w.msg)).toContainEqual(
        expect.stringMatching(
          /^The built-in sign-in is on at http:\/\/192\.0\.2\.10:3000, listening on 127\.0\.0\.1 \(ALLOW_BUILTIN_SIGNIN=true\): anyone/,
        ),
      );
    } finally {
      await server.close();
    }
  });
});
