/*
 * What the main process answers on each IPC channel. Pure Node (no electron import): index.ts hands
 * in the Electron parts (the native dialog, bringing the window to front, Chromium's fetch), so the
 * same answers can serve the built window outside Electron too.
 */
import type { ConnectResult, CsvFile } from '../shared/bridge.ts';
import { Channels } from '../shared/channels.ts';
import type { DesktopAuth } from './auth.ts';
import type { IpcHandlers } from './ipc.ts';
import type { ServerMonitor } from './server-status.ts';
import { validateServerUrl } from './server-url.ts';
import type { SettingsStore } from './store.ts';

const MAX_URL_LENGTH = 2048;

export interface HandlerDeps {
  auth: DesktopAuth;
  monitor: ServerMonitor;
  settings: SettingsStore;
  /** The native open dialog; null when the moderator cancels or the file cannot be read. */
  openCsvFile: () => Promise<CsvFile | null>;
  /** After the browser sign-in: the browser was in front, the app's window comes back. */
  afterSignIn?: () => void;
  fetch?: typeof fetch;
}

export function createIpcHandlers(deps: HandlerDeps): IpcHandlers {
  const { auth, monitor, settings } = deps;
  const getServerUrl = () => settings.read().serverUrl;

  const connect = async (input: unknown): Promise<ConnectResult> => {
    if (typeof input !== 'string' || input.length > MAX_URL_LENGTH) {
      return { ok: false, message: 'Enter the address of your Oeuvre server.' };
    }
    const result = await validateServerUrl(input, { fetch: deps.fetch });
    if (!result.ok) return result;
    if (result.serverUrl !== getServerUrl()) {
      await auth.forget(); // a token is only ever sent to the server that issued it
      settings.update({ serverUrl: result.serverUrl });
    }
    void monitor.checkNow();
    return { ok: true, serverUrl: result.serverUrl };
  };

  return {
    [Channels.getServerUrl]: () => getServerUrl(),
    [Channels.setServerUrl]: connect,
    [Channels.checkServer]: () => monitor.checkNow(),
    [Channels.getAuthState]: () => auth.getState(),
    [Channels.signIn]: async () => {
      const result = await auth.signIn();
      deps.afterSignIn?.();
      return result;
    },
    [Channels.cancelSignIn]: () => auth.cancelSignIn(),
    [Channels.signOut]: () => auth.signOut(),
    [Channels.getToken]: () => auth.getToken(),
    [Channels.openCsvFile]: () => deps.openCsvFile(),
  };
}
