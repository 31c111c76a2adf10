import { Icons, IconSize } from '@blueprintjs/icons';
import { loadIconPaths } from './icons';

/** Blueprint's own icons (the editor's, the profile's and the admin's screens) draw through the same loader. */
export function installBlueprintIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => [...((await loadIconPaths(name, size === IconSize.STANDARD ? 16 : 20)) ?? [])],
  });
}
