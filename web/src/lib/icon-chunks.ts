// Where each icon the app shows beyond the first pages' own (icons.ts) comes from: its own tiny chunk. This table is a
// chunk of its own too, fetched with the first such icon: it names some sixty chunks, which no first page needs.
import type { IconName } from '@blueprintjs/icons';

type PathsModule = { default: readonly string[] };

// Each other icon the app shows is its own tiny chunk, so no page pays for the whole icon set.
export const icons16: Partial<Record<IconName, () => Promise<PathsModule>>> = {
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
export const icons20: Partial<Record<IconName, () => Promise<PathsModule>>> = {
  'error': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js'),
  'book': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/book.js'),
  'build': () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/build.js'),
};
