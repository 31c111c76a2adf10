import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Channels } from '../shared/channels.ts';
import { appLocation } from './app-url.ts';
import { isTrustedSender, registerIpcHandlers, type IpcHandlers } from './ipc.ts';

const registered = vi.hoisted(() => new Map<string, (event: unknown, ...args: unknown[]) => unknown>());
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
      registered.set(channel, handler),
  },
}));

const location = appLocation(undefined);
const appContents = { id: 1 } as unknown as WebContents;
const otherContents = { id: 2 } as unknown as WebContents;
const isAppWindow = (contents: WebContents) => contents === appContents;

const event = (sender: WebContents, frame: { url: string; parent: unknown } | null) =>
  ({ sender, senderFrame: frame }) as unknown as IpcMainInvokeEvent;
const topFrame = (url: string) => ({ url, parent: null });

describe('IPC sender check', () => {
  it('trusts the top frame of the app window showing the app', () => {
    expect(
      isTrustedSender(event(appContents, topFrame('app://oeuvre/index.html')), location, isAppWindow),
    ).toBe(true);
  });

  it('ignores other windows, frames and pages', () => {
    expect(
      isTrustedSender(event(otherContents, topFrame('app://oeuvre/index.html')), location, isAppWindow),
    ).toBe(false);
    expect(
      isTrustedSender(event(appContents, topFrame('https://evil.example.com/')), location, isAppWindow),
    ).toBe(false);
    expect(
      isTrustedSender(
        event(appContents, { url: 'app://oeuvre/index.html', parent: {} }),
        location,
        isAppWindow,
      ),
    ).toBe(false);
    expect(isTrustedSender(event(appContents, null), location, isAppWindow)).toBe(false);
  });
});

describe('IPC handlers', () => {
  beforeEach(() => registered.clear());

  it('answers trusted senders and ignores the rest without running the handler', async () => {
    const getToken = vi.fn(() => 'secret-token');
    const handlers = Object.fromEntries(
      Object.values(Channels).map((channel) => [channel, vi.fn()]),
    ) as unknown as IpcHandlers;
    handlers[Channels.getToken] = getToken;
    registerIpcHandlers(handlers, (e) => isTrustedSender(e, location, isAppWindow));

    expect([...registered.keys()].sort()).toEqual(Object.values(Channels).sort());
    const invoke = registered.get(Channels.getToken)!;
    expect(await invoke(event(otherContents, topFrame('app://oeuvre/index.html')))).toBeUndefined();
    expect(await invoke(event(appContents, topFrame('https://evil.example.com/')))).toBeUndefined();
    expect(getToken).not.toHaveBeenCalled();

    expect(await invoke(event(appContents, topFrame('app://oeuvre/index.html')))).toBe('secret-token');
  });

  it('passes the arguments through', async () => {
    const setServerUrl = vi.fn((url: unknown) => ({ ok: true, serverUrl: url }));
    const handlers = { [Channels.setServerUrl]: setServerUrl } as unknown as IpcHandlers;
    registerIpcHandlers(handlers, () => true);
    await registered.get(Channels.setServerUrl)!(
      event(appContents, topFrame('app://oeuvre/')),
      'https://oeuvre.example.org',
    );
    expect(setServerUrl).toHaveBeenCalledWith('https://oeuvre.example.org');
  });
});
