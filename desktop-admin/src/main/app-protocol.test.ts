import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { answerAppRequest } from './app-files.ts';
import { resolveAppFile } from './app-protocol.ts';

vi.mock('electron', () => ({ protocol: { registerSchemesAsPrivileged: vi.fn() } }));

const root = resolve('/opt/oeuvre-admin/out/renderer');

describe('files served under app://oeuvre/', () => {
  it('serves the page, its assets, and index.html for client-side routes', () => {
    expect(resolveAppFile(root, 'app://oeuvre/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://oeuvre/index.html')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://oeuvre/assets/index-abc.js?v=1')).toBe(
      join(root, 'assets', 'index-abc.js'),
    );
    expect(resolveAppFile(root, 'app://oeuvre/admin/artists')).toBe(join(root, 'index.html'));
  });

  it('never leaves the renderer folder', () => {
    for (const url of [
      'app://oeuvre/../../../etc/passwd.txt',
      'app://oeuvre/%2e%2e/%2e%2e/secret.json',
      'app://oeuvre/assets/..%2f..%2f..%2fmain%2findex.js',
      'app://oeuvre/%00.js',
      'app://oeuvre/%E0%A4%A.js',
    ]) {
      const file = resolveAppFile(root, url);
      expect(file === null || file.startsWith(root + sep), url).toBe(true);
    }
    expect(resolveAppFile(root, 'app://oeuvre/assets/..%2f..%2f..%2fmain%2findex.js')).toBeNull();
  });

  it('answers only its own scheme and host', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppFile(root, 'https://oeuvre/index.html')).toBeNull();
    expect(resolveAppFile(root, 'not a url')).toBeNull();
  });
});

describe('answers under app://oeuvre/', () => {
  it('the page with its CSP, assets with their type, nosniff on both; anything else 404', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oeuvre-renderer-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Oeuvre Admin</title>');
      writeFileSync(join(dir, 'assets', 'index.js'), 'export {};');
      const csp = () => "default-src 'none'";
      const page = await answerAppRequest(dir, { url: 'app://oeuvre/admin/users', method: 'GET' }, csp);
      expect(page.status).toBe(200);
      expect(page.headers).toEqual({
        'content-type': 'text/html; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      expect(new TextDecoder().decode(page.body)).toContain('<title>Oeuvre Admin</title>');
      const script = await answerAppRequest(dir, { url: 'app://oeuvre/assets/index.js', method: 'GET' }, csp);
      expect(script.headers).toEqual({
        'content-type': 'text/javascript; charset=utf-8',
        'x-content-type-options': 'nosniff',
      });
      for (const request of [
        { url: 'app://oeuvre/assets/missing.js', method: 'GET' },
        { url: 'app://oeuvre/index.html', method: 'POST' },
        { url: 'app://oeuvre/../secret.json', method: 'GET' },
      ]) {
        expect((await answerAppRequest(dir, request, csp)).status, request.url).toBe(404);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
