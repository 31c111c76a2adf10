/* Oeuvre Admin, main process: wires the window, menu, IPC, sign-in and server checks together. */
import { app, BrowserWindow, dialog, net, session, shell } from 'electron';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { CsvFile } from '../shared/bridge.ts';
import { Events } from '../shared/channels.ts';
import { registerAppScheme, serveAppFiles } from './app-protocol.ts';
import { appLocation } from './app-url.ts';
import { createDesktopAuth } from './auth.ts';
import { CsvFileError, readCsvFile } from './csv-file.ts';
import { createIpcHandlers } from './handlers.ts';
import { isTrustedSender, registerIpcHandlers, sendToWindow } from './ipc.ts';
import { installMenu } from './menu.ts';
import { appContentSecurityPolicy, hardenSession } from './security.ts';
import { createServerMonitor } from './server-status.ts';
import { createSettingsStore } from './store.ts';
import { createTokenStore } from './token-store.ts';
import { createMainWindow } from './windows.ts';

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}

function start(): void {
  // A packaged app never takes its page from the environment.
  const location = appLocation(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
  const userData = app.getPath('userData');
  const settings = createSettingsStore(join(userData, 'settings.json'));
  const getServerUrl = () => settings.read().serverUrl;
  // Chromium's network stack: system proxy settings and certificate store, as in the browser.
  const chromiumFetch = net.fetch.bind(net) as typeof fetch;
  let mainWindow: BrowserWindow | null = null;

  const auth = createDesktopAuth({
    tokenStore: createTokenStore(join(userData, 'desktop-token.bin')),
    getServerUrl,
    openBrowser: (url) => shell.openExternal(url),
    deviceName: `Oeuvre Admin on ${hostname()}`,
    onChange: (state) => sendToWindow(mainWindow, Events.authChanged, state),
    fetch: chromiumFetch,
  });

  const monitor = createServerMonitor({
    getServerUrl,
    onStatus: (status) => sendToWindow(mainWindow, Events.serverStatus, status),
    fetch: chromiumFetch,
  });

  const openCsvFile = async (): Promise<CsvFile | null> => {
    if (!mainWindow) return null;
    const choice = await dialog.showOpenDialog(mainWindow, {
      title: 'Open CSV File',
      properties: ['openFile'],
      filters: [{ name: 'CSV files', extensions: ['csv'] }],
    });
    const path = choice.filePaths[0];
    if (choice.canceled || !path) return null;
    try {
      return await readCsvFile(path);
    } catch (error) {
      const message = error instanceof CsvFileError ? error.message : 'The file could not be read.';
      await dialog.showMessageBox(mainWindow, {
        type: 'error',
        message: 'Could not open the CSV file',
        detail: message,
      });
      return null;
    }
  };

  const bringToFront = () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  };

  registerIpcHandlers(
    createIpcHandlers({
      auth,
      monitor,
      settings,
      openCsvFile,
      afterSignIn: bringToFront, // the browser was in front during sign-in
      fetch: chromiumFetch,
    }),
    (event) => isTrustedSender(event, location, (contents) => contents === mainWindow?.webContents),
  );

  const openWindow = () => {
    mainWindow = createMainWindow({
      preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
      location,
      savedBounds: settings.read().window,
      saveBounds: (bounds) => settings.update({ window: bounds }),
      openExternal: (url) => shell.openExternal(url),
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  };

  app.on('web-contents-created', (_event, contents) => {
    // Any other contents (there should be none) get no webviews and no popups.
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app.on('second-instance', bringToFront);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on('before-quit', () => monitor.stop());

  void app.whenReady().then(() => {
    if (process.platform === 'win32') app.setAppUserModelId('org.oeuvre.admin');
    hardenSession(session.defaultSession, location, getServerUrl, () => void auth.confirmSignedIn());
    if (!location.dev) {
      serveAppFiles(session.defaultSession, join(import.meta.dirname, '../renderer'), () =>
        appContentSecurityPolicy(location, getServerUrl()),
      );
    }
    installMenu(
      {
        navigate: (path) => sendToWindow(mainWindow, Events.navigate, path),
        openCsvFile: () =>
          void openCsvFile().then((file) => {
            if (file) sendToWindow(mainWindow, Events.csvFileOpened, file);
          }),
        signOut: () => void auth.signOut(),
      },
      { isMac: process.platform === 'darwin', dev: location.dev },
    );
    openWindow();
    monitor.start();
    void auth.confirmSignedIn();
  });
}
