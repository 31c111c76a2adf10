import { mkdtempSync, rmSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from './store.ts';

const folders: string[] = [];
const freshFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oeuvre-settings-'));
  folders.push(folder);
  return join(folder, 'settings.json');
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('settings store', () => {
  it('starts empty and remembers the server and window between runs', () => {
    const file = freshFile();
    expect(createSettingsStore(file).read()).toEqual({ serverUrl: null, window: null });

    createSettingsStore(file).update({ serverUrl: 'https://oeuvre.example.org' });
    createSettingsStore(file).update({
      window: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
    });

    expect(createSettingsStore(file).read()).toEqual({
      serverUrl: 'https://oeuvre.example.org',
      window: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
    });
  });

  it('is readable by its owner only', () => {
    const file = freshFile();
    createSettingsStore(file).update({ serverUrl: 'https://oeuvre.example.org' });
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('starts over from a damaged file and ignores malformed values', () => {
    const damaged = freshFile();
    writeFileSync(damaged, '{not json');
    expect(createSettingsStore(damaged).read()).toEqual({ serverUrl: null, window: null });

    const odd = freshFile();
    writeFileSync(odd, JSON.stringify({ serverUrl: 42, window: { x: 'left' } }));
    expect(createSettingsStore(odd).read()).toEqual({ serverUrl: null, window: null });
    expect(readFileSync(odd, 'utf8')).toContain('left');
  });
});
