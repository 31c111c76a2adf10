import type { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { appLocation } from './app-url.ts';
import { createMainWindow, mainWindowWebPreferences } from './windows.ts';

const created = vi.hoisted(() => [] as Array<{ options: Record<string, unknown>; window: unknown }>);
vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  class BrowserWindow extends EventEmitter {
    webContents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    loadURL = vi.fn(async () => {});
    show = vi.fn();
    maximize = vi.fn();
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
    isMaximized = () => false;
    constructor(options: Record<string, unknown>) {
      super();
      created.push({ options, window: this });
    }
  }
  return {
    BrowserWindow,
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  };
});

function openWindow(savedBounds: Parameters<typeof createMainWindow>[0]['savedBounds'] = null) {
  const window = createMainWindow({
    preloadPath: '/app/out/preload/index.cjs',
    location: appLocation(undefined),
    savedBounds,
    saveBounds: () => {},
    openExternal: async () => {},
  });
  return {
    window: window as unknown as EventEmitter & {
      loadURL: ReturnType<typeof vi.fn>;
      webContents: EventEmitter;
    },
    options: created.at(-1)!.options,
  };
}

describe('the main window', () => {
  it('is isolated, sandboxed, without Node and with web security', () => {
    const { options } = openWindow();
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      devTools: false,
    });
  });

  it('allows developer tools only in development', () => {
    expect(mainWindowWebPreferences('/p.cjs', true).devTools).toBe(true);
    expect(mainWindowWebPreferences('/p.cjs', false).devTools).toBe(false);
  });

  it('loads the app from its private scheme and fences navigation', () => {
    const { window } = openWindow();
    expect(window.loadURL).toHaveBeenCalledWith('app://oeuvre/index.html');
    const refused = { url: 'https://evil.example.com/', preventDefault: vi.fn() };
    window.webContents.emit('will-navigate', refused);
    expect(refused.preventDefault).toHaveBeenCalled();
  });

  it('reopens where it was left when that is still on screen', () => {
    expect(openWindow({ x: 100, y: 80, width: 1000, height: 700, maximized: false }).options).toMatchObject({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
    });
    const offScreen = openWindow({ x: 5000, y: 5000, width: 1000, height: 700, maximized: false }).options;
    expect(offScreen).toMatchObject({ width: 1280, height: 820 });
    expect(offScreen).not.toHaveProperty('x');
  });
});
