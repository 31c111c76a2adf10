import { beforeAll, describe, expect, it } from 'vitest';
import type { CsvFile, DesktopBridge } from '../../shared/bridge.ts';
import type { createAdminHost as CreateAdminHost } from './admin-host.ts';

// The renderer runs in Electron; here the preload's bridge is played by a small object.
const menuFileListeners = new Set<(file: CsvFile) => void>();
const bridge = {
  onCsvFileOpened: (listener: (file: CsvFile) => void) => {
    menuFileListeners.add(listener);
    return () => menuFileListeners.delete(listener);
  },
  onNavigate: () => () => {},
  openCsvFile: async () => null,
} as unknown as DesktopBridge;

let createAdminHost: typeof CreateAdminHost;
beforeAll(async () => {
  (globalThis as { window?: unknown }).window = { oeuvreDesktop: bridge };
  ({ createAdminHost } = await import('./admin-host.ts'));
});

const file = (name: string): CsvFile => ({ name, bytes: new Uint8Array([1, 2, 3]) });

describe('admin host', () => {
  it('hands dropped and menu-opened CSV files to the screens that listen', () => {
    const host = createAdminHost();
    const received: string[] = [];
    const stop = host.onCsvFile((f) => received.push(f.name));
    host.deliverCsvFile(file('dropped.csv'));
    for (const listener of menuFileListeners) listener(file('from-menu.csv'));
    stop();
    host.deliverCsvFile(file('after.csv'));
    expect(received).toEqual(['dropped.csv', 'from-menu.csv']);
    host.dispose();
    expect(menuFileListeners.size).toBe(0);
  });

  it('keeps a file that arrives before any screen listens, and gives it to the first one', () => {
    const host = createAdminHost();
    host.deliverCsvFile(file('early.csv'));
    const first: string[] = [];
    const second: string[] = [];
    host.onCsvFile((f) => first.push(f.name));
    host.onCsvFile((f) => second.push(f.name));
    expect(first).toEqual(['early.csv']);
    expect(second).toEqual([]);
    host.dispose();
  });
});
