import type { IconName } from '@blueprintjs/icons';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import { addIconDrawings, type IconPaths, setIconLoader } from '@oeuvre/ui/components/Icon';

/**
 * The icons drawn at once, without a download: the app frame's (the header's menu, the not-found page's search) here,
 * in the app's code; a page's own with the page's code (drawIcons in the page's icons.ts: the landing page's, the
 * directory's, the artist page's).
 */
const drawn16: Record<string, IconPaths> = {
  'cross': cross16,
  'menu': menu16,
  'search': search16,
};
const drawn20: Record<string, IconPaths> = {
  'search': search20,
};

/**
 * Registers a page's icons, from the page's module: they draw in the page's first render (and its first view, as the
 * server loads the page's code before it renders), like the app frame's.
 */
export function drawIcons(grid: 16 | 20, drawings: Record<string, IconPaths>): void {
  Object.assign(grid === 16 ? drawn16 : drawn20, drawings);
  addIconDrawings(grid, drawings);
}

/**
 * An icon's drawing on the 16 or 20 unit grid: the icons drawn at once (above) as they are, the others one by one, anything else from Blueprint's lazy
 * all-icons chunk (reaching that downloads every icon of that size, ~100 kB: add the icon to icon-chunks.ts instead).
 */
export async function loadIconPaths(name: string, grid: 16 | 20): Promise<IconPaths | undefined> {
  const drawn = grid === 16 ? drawn16 : drawn20;
  if (Object.hasOwn(drawn, name)) return drawn[name];
  const { icons16, icons20 } = await import('./icon-chunks');
  const load = (grid === 16 ? icons16 : icons20)[name as IconName];
  if (load) return (await load()).default;
  if (import.meta.env.DEV) console.warn(`[icons] '${name}' (${grid}px) is not in src/lib/icons.ts`);
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js');
  return splitPathsBySizeLoader(name as IconName, grid);
}

/**
 * The light components' icons (every page) draw through loadIconPaths, except the app frame's and those a page
 * registers (drawIcons), which draw in the first view and the app's first render. The server's renderer calls this
 * too, so both draw alike.
 */
export function installIconLoader(): void {
  addIconDrawings(16, drawn16);
  addIconDrawings(20, drawn20);
  setIconLoader(loadIconPaths);
}
