import type { DesktopBridge } from '../../shared/bridge.ts';

declare global {
  interface Window {
    /** Exposed by the preload; the window's only way to the main process. */
    oeuvreDesktop: DesktopBridge;
  }
}
