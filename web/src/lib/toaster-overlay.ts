import { OverlayToaster, type Toaster } from '@blueprintjs/core';
import { loadBlueprintStyles } from './blueprint-styles';

/** The app's single toaster (its code and Blueprint's stylesheet come with the first notice): at most one toast on screen, a new one replaces the last. */
export async function createAppToaster(): Promise<Toaster> {
  await loadBlueprintStyles();
  return OverlayToaster.create({ maxToasts: 1, position: 'top', canEscapeKeyClear: true });
}
