/*
 * The window's only door to the main process: a few named functions on window.oeuvreDesktop.
 * ipcRenderer itself never crosses the bridge. Built as CommonJS: sandboxed preloads cannot be ESM.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DesktopBridge, Unsubscribe } from '../shared/bridge.ts';
import { Channels, Events, type EventName } from '../shared/channels.ts';

function subscribe<T>(event: EventName, listener: (payload: T) => void): Unsubscribe {
  const handler = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(event, handler);
  return () => {
    ipcRenderer.removeListener(event, handler);
  };
}

const desktopBridge: DesktopBridge = {
  getServerUrl: () => ipcRenderer.invoke(Channels.getServerUrl),
  setServerUrl: (url) => ipcRenderer.invoke(Channels.setServerUrl, url),
  checkServer: () => ipcRenderer.invoke(Channels.checkServer),
  getAuthState: () => ipcRenderer.invoke(Channels.getAuthState),
  signIn: () => ipcRenderer.invoke(Channels.signIn),
  cancelSignIn: () => ipcRenderer.invoke(Channels.cancelSignIn),
  signOut: () => ipcRenderer.invoke(Channels.signOut),
  getToken: () => ipcRenderer.invoke(Channels.getToken),
  openCsvFile: () => ipcRenderer.invoke(Channels.openCsvFile),
  onServerStatus: (listener) => subscribe(Events.serverStatus, listener),
  onAuthChanged: (listener) => subscribe(Events.authChanged, listener),
  onNavigate: (listener) => subscribe(Events.navigate, listener),
  onCsvFileOpened: (listener) => subscribe(Events.csvFileOpened, listener),
};

contextBridge.exposeInMainWorld('oeuvreDesktop', desktopBridge);
