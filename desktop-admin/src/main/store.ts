/* Plain settings the app remembers between runs (nothing secret: the token lives in token-store.ts). */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface Settings {
  serverUrl: string | null;
  window: WindowBounds | null;
}

const DEFAULTS: Settings = { serverUrl: null, window: null };

export interface SettingsStore {
  read(): Settings;
  update(patch: Partial<Settings>): Settings;
}

export function createSettingsStore(file: string): SettingsStore {
  let current = load(file);
  return {
    read: () => current,
    update(patch) {
      current = { ...current, ...patch };
      writeAtomically(file, JSON.stringify(current, null, 2));
      return current;
    },
  };
}

function load(file: string): Settings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return DEFAULTS; // first run, or a damaged file: start over rather than refuse to open
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULTS;
  const record = raw as Record<string, unknown>;
  return {
    serverUrl: typeof record.serverUrl === 'string' ? record.serverUrl : null,
    window: isWindowBounds(record.window) ? record.window : null,
  };
}

function isWindowBounds(value: unknown): value is WindowBounds {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['x', 'y', 'width', 'height'].every((key) => Number.isFinite(v[key])) && typeof v.maximized === 'boolean'
  );
}

export function writeAtomically(file: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents, { mode: 0o600 });
  renameSync(temporary, file);
}
