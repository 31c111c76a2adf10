/* The one app window: locked-down web preferences, remembered bounds, fenced navigation. */
import { BrowserWindow, screen, type WebPreferences } from 'electron';
import type { AppLocation } from './app-url.ts';
import { guardNavigation, type OpenExternal } from './security.ts';
import type { WindowBounds } from './store.ts';
import { DEFAULT_SIZE, MIN_SIZE, restorableBounds, trackWindowState } from './window-state.ts';

/** Secure defaults spelled out, so a reader (and a test) sees each of them. */
export function mainWindowWebPreferences(preloadPath: string, dev: boolean): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: true,
    devTools: dev,
  };
}

export interface MainWindowOptions {
  preloadPath: string;
  location: AppLocation;
  savedBounds: WindowBounds | null;
  saveBounds: (bounds: WindowBounds) => void;
  openExternal: OpenExternal;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const bounds = restorableBounds(
    options.savedBounds,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow({
    ...(bounds ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height } : DEFAULT_SIZE),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Oeuvre Admin',
    show: false,
    backgroundColor: '#f6f7f9',
    webPreferences: mainWindowWebPreferences(options.preloadPath, options.location.dev),
  });
  guardNavigation(window.webContents, options.location, options.openExternal);
  trackWindowState(window, options.saveBounds);
  window.once('ready-to-show', () => {
    if (bounds?.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(options.location.entryUrl);
  return window;
}
