/* The main window reopens where the moderator left it, if that place is still on a screen. */
import type { BrowserWindow, Rectangle } from 'electron';
import type { WindowBounds } from './store.ts';

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 800, height: 560 };
const SAVE_DELAY_MS = 500;

/** The saved bounds if enough of the window lands on one of today's screens, else null (centre it). */
export function restorableBounds(saved: WindowBounds | null, workAreas: Rectangle[]): WindowBounds | null {
  if (!saved) return null;
  const width = Math.max(saved.width, MIN_SIZE.width);
  const height = Math.max(saved.height, MIN_SIZE.height);
  const visible = workAreas.some((area) => {
    const overlapX = Math.min(saved.x + width, area.x + area.width) - Math.max(saved.x, area.x);
    const overlapY = Math.min(saved.y + height, area.y + area.height) - Math.max(saved.y, area.y);
    // Enough of the title bar to grab the window and move it.
    return overlapX >= 100 && overlapY >= 50;
  });
  return visible ? { ...saved, width, height } : null;
}

/** Saves size, position and maximized state shortly after they change, and on close. */
export function trackWindowState(window: BrowserWindow, save: (bounds: WindowBounds) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const snapshot = (): WindowBounds => ({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => save(snapshot()), SAVE_DELAY_MS);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) {
    window.on(event as 'resize', saveSoon);
  }
  window.on('close', () => {
    clearTimeout(timer);
    save(snapshot());
  });
}
