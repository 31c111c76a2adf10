import type { DesktopBridge } from '../../shared/bridge.ts';

/** The preload's bridge, typed. */
export const desktop: DesktopBridge = window.oeuvreDesktop;
