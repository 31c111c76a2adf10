/* IPC from the window: one handler per channel, and nothing answered to a sender that is not the app. */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { Channel, EventName } from '../shared/channels.ts';
import { isAppUrl, type AppLocation } from './app-url.ts';

export type IpcHandlers = Record<Channel, (...args: unknown[]) => unknown>;

/** The sender must be the top frame of one of the app's windows, showing the app itself. */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  location: AppLocation,
  isAppWindow: (contents: WebContents) => boolean,
): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return isAppWindow(event.sender) && isAppUrl(frame.url, location);
}

export function registerIpcHandlers(
  handlers: IpcHandlers,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
): void {
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      // Ignored rather than answered: a foreign frame learns nothing, not even an error.
      if (!isTrusted(event)) return undefined;
      return handler(...args);
    });
  }
}

export function sendToWindow(window: BrowserWindow | null, event: EventName, payload: unknown): void {
  if (window && !window.isDestroyed()) window.webContents.send(event, payload);
}
