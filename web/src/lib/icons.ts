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

type PathsModule = { default: readonly string[] };

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

// Each other icon the app shows is its own tiny chunk, so no page pays for the whole icon set.
const icons16: Partial<Record<IconName, () => Promise<PathsModule>>> = {
  'moon': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js'),
  'flash': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js'),
  'desktop': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/desktop.js'),
  'user': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'),
  'log-out': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'),
  'arrow-left': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
  'arrow-right': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'),
  'chevron-down': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js'),
  'chevron-up': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js'),
  'caret-down': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'),
  'double-caret-vertical': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js'),
  'tick': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'),
  'tick-circle': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
  'plus': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js'),
  'edit': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'),
  'trash': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'),
  'upload': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js'),
  'star': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/star.js'),
  'new-object': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/new-object.js'),
  'people': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'),
  'heart': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/heart.js'),
  'info-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'),
  'warning-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
  'error': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
  'small-cross': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'),
  'share': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/share.js'),
  'book': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/book.js'),
  'hand-right': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/hand-right.js'),
  'endorsed': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'),
  'learning': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/learning.js'),
  'bank-account': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js'),
  'briefcase': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js'),
  'office': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
  'clean': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/clean.js'),
  'issue': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/issue.js'),
  'refresh': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'),
  'home': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'),
  'grid-view': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view.js'),
  'media': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/media.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
  'lock': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'),
  'build': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/build.js'),
  'follower': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/follower.js'),
  'following': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/following.js'),
  'updated': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/updated.js'),
  'time': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'),
  'calendar': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js'),
  'help': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'),
  'heart-broken': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/heart-broken.js'),
  'timeline-events': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-events.js'),
  'id-number': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js'),
  square: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/square.js'),
};

// Icons drawn at 20 px or more (feature cards, empty states) use the larger artwork.
const icons20: Partial<Record<IconName, () => Promise<PathsModule>>> = {
  'error': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js'),
  'book': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/book.js'),
  'build': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/build.js'),
};

/**
 * An icon's drawing on the 16 or 20 unit grid: the app's own icons one by one, anything else from Blueprint's lazy
 * all-icons chunk (reaching that downloads every icon of that size, ~100 kB: add the icon to the lists above instead).
 */
export async function loadIconPaths(name: string, grid: 16 | 20): Promise<IconPaths | undefined> {
  const drawn = grid === 16 ? drawn16 : drawn20;
  if (Object.hasOwn(drawn, name)) return drawn[name];
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
