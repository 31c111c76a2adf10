import type { IconName } from '@blueprintjs/icons';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import globe16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js';
import link16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/link.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import properties16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/properties.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media.js';
import newObject20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/new-object.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import timelineEvents20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-events.js';
import { addIconDrawings, type IconPaths, setIconLoader } from '@oeuvre/ui/components/Icon';

/** The icons of the pages a visit starts on, in the app's code (see installIconLoader). */
const drawn16: Record<string, IconPaths> = {
  'chevron-left': chevronLeft16,
  'chevron-right': chevronRight16,
  'cross': cross16,
  'document': document16,
  'envelope': envelope16,
  'globe': globe16,
  'link': link16,
  'map-marker': mapMarker16,
  'menu': menu16,
  'properties': properties16,
  'search': search16,
};
const drawn20: Record<string, IconPaths> = {
  'media': media20,
  'new-object': newObject20,
  'people': people20,
  'search': search20,
  'timeline-events': timelineEvents20,
};

/**
 * An icon's drawing on the 16 or 20 unit grid: the app's own icons one by one, anything else from Blueprint's lazy
 * all-icons chunk (reaching that downloads every icon of that size, ~100 kB: add the icon to the lists above instead).
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
 * The light components' icons (every page) draw through loadIconPaths, except the icons of the pages a visit starts
 * on (the header, the landing page, the directory, an artist page: about 3 kB gzip), which are in the app's code
 * and draw in the first view and the app's first render. The server's renderer calls this too, so both draw alike.
 */
export function installIconLoader(): void {
  addIconDrawings(16, drawn16);
  addIconDrawings(20, drawn20);
  setIconLoader(loadIconPaths);
}
