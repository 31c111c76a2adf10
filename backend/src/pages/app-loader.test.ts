// The web app's code loads after the first paint: the build keeps its script tags in an inert template and one inline
// loader copies them into the head. The server puts a page's own chunks into that template, and its CSP lets exactly
// that loader run (by its hash) and no other inline script.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, APP_SCRIPTS_TEMPLATE_ID } from '@oeuvre/web/app-loader';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

// As the web build writes index.html.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Oeuvre</title>' +
  `<template id="${APP_SCRIPTS_TEMPLATE_ID}"><script type="module" crossorigin src="/assets/index-1.js"></script>` +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></template></head>' +
  `<body><div id="root"></div><script>${APP_LOADER_SCRIPT}</script></body></html>`;

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe("the app's code after the first paint", () => {
  let db: TestOrm;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestOrm('pglite');
    const web = path.join(tmpdir(), `oeuvre-app-loader-${process.pid}`);
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX);
    writeFileSync(
      path.join(web, 'route-preloads.json'),
      JSON.stringify({ '/artists': { scripts: ['/assets/DirectoryPage-abc.js'], styles: [] } }),
    );
    server = await startTestServer(db.orm, { WEB_DIST: web });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("puts a page's own chunks into the template, where nothing is fetched before the loader runs", async () => {
    const html = await (await fetch(`${server.url}/artists`)).text();
    const template = new RegExp(`<template id="${APP_SCRIPTS_TEMPLATE_ID}">(.*?)</template>`, 's').exec(html)?.[1];
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/DirectoryPage-abc.js">');
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const outside = html.replace(/<template\b.*?<\/template>/s, '');
    expect(outside).not.toContain('modulepreload');
    expect(outside).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('lets the loader run by its hash, and no other inline script', async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toEqual([APP_LOADER_SCRIPT]);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", hashSource(APP_LOADER_SCRIPT)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // A changed or injected script has another hash: the browser refuses it.
    expect(hashSource(`${APP_LOADER_SCRIPT};alert(1)`)).not.toBe(hashSource(APP_LOADER_SCRIPT));
  });
});
