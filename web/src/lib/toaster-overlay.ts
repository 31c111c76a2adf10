import { OverlayToaster, type Toaster } from '@blueprintjs/core';

/** The app's single toaster: at most one toast on screen, a new one replaces the last. */
export function createAppToaster(): Promise<Toaster> {
  return OverlayToaster.create({ maxToasts: 1, position: 'top', canEscapeKeyClear: true });
}
