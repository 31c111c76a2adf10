// Oeuvre Admin outside Electron, for the desktop specs: the main process's own modules (browser sign-in,
// IPC answers, settings, health checks, CSV reading, headers) run here in Node against the real server; the
// built renderer is served in Chromium as app:// serves it, and a test bridge plays the preload over IPC.
// Only Electron's parts are played: the keychain (a token store in memory), the native dialog, the system
// browser (a Playwright page driven by the test) and the window's network hooks (Playwright routes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page, Request, Route } from '@playwright/test';
import { answerAppRequest } from '../../desktop-admin/src/main/app-files.ts';
import { isAppUrl, isSameOrigin, type AppLocation } from '../../desktop-admin/src/main/app-url.ts';
import { createDesktopAuth, type DesktopAuth } from '../../desktop-admin/src/main/auth.ts';
import { readCsvFile } from '../../desktop-admin/src/main/csv-file.ts';
import { createIpcHandlers } from '../../desktop-admin/src/main/handlers.ts';
import type { IpcHandlers } from '../../desktop-admin/src/main/ipc.ts';
import {
  appContentSecurityPolicy,
  isAppRequestToServer,
  rewriteHeaders,
} from '../../desktop-admin/src/main/security.ts';
import { createServerMonitor, type ServerMonitor } from '../../desktop-admin/src/main/server-status.ts';
import { createSettingsStore, type SettingsStore } from '../../desktop-admin/src/main/store.ts';
import type { StoredToken, TokenStore } from '../../desktop-admin/src/main/stored-token.ts';
import type { CsvFile } from '../../desktop-admin/src/shared/bridge.ts';
import { Channels, Events, type Channel, type EventName } from '../../desktop-admin/src/shared/channels.ts';

export const RENDERER_DIR = join(import.meta.dirname, '..', '..', 'desktop-admin', 'out', 'renderer');

/**
 * Where the window's page lives. Chromium cannot be given the app:// scheme, so the page gets an https
 * origin of its own (a secure context, as app:// is registered), never the server's.
 */
export const APP_LOCATION: AppLocation = {
  entryUrl: 'https://oeuvre-admin.test/index.html',
  origin: 'https://oeuvre-admin.test',
  dev: false,
};

/** The system browser: `open` returns at once, like shell.openExternal; the test takes each URL and visits it. */
export function systemBrowser() {
  const waiting: ((url: string) => void)[] = [];
  const opened: string[] = [];
  return {
    open: async (url: string) => {
      const next = waiting.shift();
      if (next) next(url);
      else opened.push(url);
    },
    nextUrl: () =>
      new Promise<string>((resolve) => {
        const url = opened.shift();
        if (url) resolve(url);
        else waiting.push(resolve);
      }),
  };
}

/** The keychain's part: the token kept in memory (safeStorage needs Electron). */
function memoryTokenStore(): TokenStore {
  let saved: StoredToken | null = null;
  return {
    isAvailable: async () => true,
    save: async (token) => {
      saved = token;
    },
    load: async () => saved,
    clear: async () => {
      saved = null;
    },
  };
}

/** A token exchange as the app sent it, and the server's status: a refusal is replayed from these. */
export interface Exchange {
  body: Record<string, string>;
  status: number;
}

type WireFile = { name: string; base64: string } | null;
const toWire = (file: CsvFile | null): WireFile =>
  file && { name: file.name, base64: Buffer.from(file.bytes).toString('base64') };

export interface DesktopApp {
  auth: DesktopAuth;
  settings: SettingsStore;
  monitor: ServerMonitor;
  handlers: IpcHandlers;
  exchanges: Exchange[];
  /** What the native open dialog answers next (a path, or null for Cancel). */
  chooseInDialog(path: string | null): void;
  /** File › Open CSV File… in the menu. */
  openCsvFileFromMenu(path: string): Promise<void>;
  /** A Go menu shortcut (Ctrl+1 … Ctrl+6). */
  navigate(path: string): Promise<void>;
  /** Opens the window: the built renderer in `page`, with the bridge; resolves once the page has loaded. */
  openWindow(page: Page): Promise<{ cspViolations: string[] }>;
  close(): Promise<void>;
}

export function createDesktopApp(options: {
  serverUrl: string | null;
  deviceName: string;
  openBrowser: (url: string) => Promise<void>;
}): DesktopApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'oeuvre-admin-'));
  const settings = createSettingsStore(join(dataDir, 'settings.json'));
  if (options.serverUrl) settings.update({ serverUrl: options.serverUrl });
  const getServerUrl = () => settings.read().serverUrl;
  let appWindow: Page | null = null;
  let dialogAnswer: string | null = null;
  const exchanges: Exchange[] = [];

  /** Node's fetch, noting each token exchange on its way through. */
  const observedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (String(input).endsWith('/api/desktop/token') && init?.method === 'POST') {
      exchanges.push({
        body: JSON.parse(String(init.body)) as Record<string, string>,
        status: response.status,
      });
    }
    return response;
  };

  /** webContents.send: the payload reaches the page's listeners (files cross as bytes, as over IPC). */
  const send = async (event: EventName, payload: unknown) => {
    if (!appWindow || appWindow.isClosed()) return;
    const wire = event === Events.csvFileOpened ? toWire(payload as CsvFile) : payload;
    await appWindow
      .evaluate(([name, value]) => (globalThis as unknown as TestBridgeWindow).__desktopEmit(name, value), [
        event,
        wire,
      ] as const)
      .catch(() => {}); // the page is navigating: the app would drop the message too
  };

  const auth = createDesktopAuth({
    tokenStore: memoryTokenStore(),
    getServerUrl,
    openBrowser: options.openBrowser,
    deviceName: options.deviceName,
    onChange: (state) => void send(Events.authChanged, state),
    fetch: observedFetch,
  });
  const monitor = createServerMonitor({
    getServerUrl,
    onStatus: (status) => void send(Events.serverStatus, status),
    fetch: observedFetch,
  });
  const handlers = createIpcHandlers({
    auth,
    monitor,
    settings,
    openCsvFile: async () => (dialogAnswer ? readCsvFile(dialogAnswer) : null),
    fetch: observedFetch,
  });

  /** Answers app:// requests as app-protocol.ts does, with the header CSP naming the configured server. */
  const serveApp = async (route: Route) => {
    const url = new URL(route.request().url());
    const answer = await answerAppRequest(
      RENDERER_DIR,
      { url: `app://oeuvre${url.pathname}${url.search}`, method: route.request().method() },
      () => appContentSecurityPolicy(APP_LOCATION, getServerUrl()),
    );
    await route.fulfill({ status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) });
  };

  /**
   * The session's onHeadersReceived hook (security.ts hardenSession): the server's answers to the app get
   * the CORS headers naming the app, and a 401 makes the app check its token.
   */
  const throughSession = async (route: Route) => {
    const request = route.request();
    const response = await route.fetch({ maxRedirects: 0 });
    // Headers as Electron lists them: each name with all its values.
    const responseHeaders: Record<string, string[]> = {};
    for (const { name, value } of response.headersArray()) (responseHeaders[name] ??= []).push(value);
    const details = {
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType() === 'document' ? ('mainFrame' as const) : ('xhr' as const),
      initiatorOrigin: initiatorOf(request),
      statusCode: response.status(),
      responseHeaders,
    };
    const serverUrl = getServerUrl();
    const rewritten = rewriteHeaders(details, APP_LOCATION, serverUrl)?.responseHeaders ?? responseHeaders;
    const headers = Object.fromEntries(
      Object.entries(rewritten).map(([name, value]) => [
        name,
        [value].flat().join(name.toLowerCase() === 'set-cookie' ? '\n' : ', '),
      ]),
    );
    await route.fulfill({ response, headers });
    if (details.statusCode === 401 && isAppRequestToServer(details, APP_LOCATION, serverUrl)) {
      void auth.confirmSignedIn();
    }
  };

  return {
    auth,
    settings,
    monitor,
    handlers,
    exchanges,
    chooseInDialog(path) {
      dialogAnswer = path;
    },
    async openCsvFileFromMenu(path) {
      await send(Events.csvFileOpened, await readCsvFile(path));
    },
    navigate: (path) => send(Events.navigate, path),

    async openWindow(page) {
      appWindow = page;
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
      });
      await page.exposeBinding(
        '__cspViolation',
        (_source, report: string) => void cspViolations.push(report),
      );
      // ipcMain.handle with the sender check of ipc.ts: only the app's top frame is answered.
      await page.exposeBinding(
        '__desktopInvoke',
        async (source: { frame: Frame }, channel: Channel, args: unknown[]) => {
          if (source.frame.parentFrame() !== null || !isAppUrl(source.frame.url(), APP_LOCATION))
            return undefined;
          const answer = await handlers[channel](...args);
          return channel === Channels.openCsvFile ? toWire(answer as CsvFile | null) : answer;
        },
      );
      await page.addInitScript(installTestBridge, { channels: Channels, events: Events });
      await page.route(`${APP_LOCATION.origin}/**`, serveApp);
      await page.route((url) => {
        const serverUrl = getServerUrl();
        return !!serverUrl && isSameOrigin(url.toString(), serverUrl);
      }, throughSession);
      await page.goto(APP_LOCATION.entryUrl);
      monitor.start();
      return { cspViolations };
    },

    async close() {
      monitor.stop();
      auth.cancelSignIn();
      appWindow = null;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The page that made the request, as Chromium names the initiator of a request to the server. */
function initiatorOf(request: Request): string | undefined {
  const origin = request.headers()['origin'];
  if (origin) return origin;
  try {
    return new URL(request.frame().url()).origin;
  } catch {
    return undefined;
  }
}

interface TestBridgeWindow {
  __desktopInvoke(channel: string, args: unknown[]): Promise<unknown>;
  __desktopEmit(event: string, payload: unknown): void;
  __cspViolation(report: string): void;
}

/**
 * Runs in the page before the app, in place of the preload: window.oeuvreDesktop with the same functions,
 * each one an IPC call answered by the handlers above; events arrive through __desktopEmit.
 */
function installTestBridge({ channels, events }: { channels: typeof Channels; events: typeof Events }): void {
  type Listener = (payload: unknown) => void;
  const page = globalThis as unknown as TestBridgeWindow & { oeuvreDesktop?: unknown };
  const listeners = new Map<string, Set<Listener>>();
  const fromWire = (file: { name: string; base64: string } | null) =>
    file && { name: file.name, bytes: Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)) };
  const invoke =
    (channel: string) =>
    (...args: unknown[]) =>
      page.__desktopInvoke(channel, args);
  const subscribe = (event: string) => (listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => {
      listeners.get(event)?.delete(listener);
    };
  };
  page.__desktopEmit = (event, payload) => {
    const value =
      event === events.csvFileOpened ? fromWire(payload as { name: string; base64: string }) : payload;
    listeners.get(event)?.forEach((listener) => listener(value));
  };
  document.addEventListener('securitypolicyviolation', (event) =>
    page.__cspViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`),
  );
  page.oeuvreDesktop = Object.freeze({
    getServerUrl: invoke(channels.getServerUrl),
    setServerUrl: invoke(channels.setServerUrl),
    checkServer: invoke(channels.checkServer),
    getAuthState: invoke(channels.getAuthState),
    signIn: invoke(channels.signIn),
    cancelSignIn: invoke(channels.cancelSignIn),
    signOut: invoke(channels.signOut),
    getToken: invoke(channels.getToken),
    openCsvFile: async () =>
      fromWire(
        (await page.__desktopInvoke(channels.openCsvFile, [])) as { name: string; base64: string } | null,
      ),
    onServerStatus: subscribe(events.serverStatus),
    onAuthChanged: subscribe(events.authChanged),
    onNavigate: subscribe(events.navigate),
    onCsvFileOpened: subscribe(events.csvFileOpened),
  });
}
