import { join, resolve, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
