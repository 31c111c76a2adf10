import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../shared/bridge.ts';
import { Channels, Events } from '../shared/channels.ts';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][],
  listeners: new Map<string, Set<(...args: unknown[]) => void>>(),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => electron.invoked.push(args),
    on: (event: string, listener: (...args: unknown[]) => void) => {
      if (!electron.listeners.has(event)) electron.listeners.set(event, new Set());
      electron.listeners.get(event)!.add(listener);
    },
    removeListener: (event: string, listener: (...args: unknown[]) => void) =>
      electron.listeners.get(event)?.delete(listener),
  },
}));

let bridge: DesktopBridge;
beforeAll(async () => {
  await import('./index.ts');
  bridge = electron.exposed.get('oeuvreDesktop') as DesktopBridge;
});

describe('preload bridge', () => {
  it('exposes only named functions on window.oeuvreDesktop, never ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual(['oeuvreDesktop']);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'checkServer',
        'cancelSignIn',
        'getAuthState',
        'getServerUrl',
        'getToken',
        'onAuthChanged',
        'onCsvFileOpened',
        'onNavigate',
        'onServerStatus',
        'openCsvFile',
        'setServerUrl',
        'signIn',
        'signOut',
      ].sort(),
    );
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
  });

  it('invokes one channel per function, passing only the declared argument', async () => {
    await bridge.setServerUrl('https://oeuvre.example.org');
    await bridge.signIn();
    await bridge.getToken();
    expect(electron.invoked.slice(-3)).toEqual([
      [Channels.setServerUrl, 'https://oeuvre.example.org'],
      [Channels.signIn],
      [Channels.getToken],
    ]);
  });

  it('hands events to the listener without the IPC event, and unsubscribes', () => {
    const paths: unknown[] = [];
    const stop = bridge.onNavigate((path) => paths.push(path));
    const [listener] = electron.listeners.get(Events.navigate)!;
    listener!({ sender: 'ipc internals' }, '/admin/users');
    expect(paths).toEqual(['/admin/users']);
    stop();
    expect(electron.listeners.get(Events.navigate)!.size).toBe(0);
  });
});
