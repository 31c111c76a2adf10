// What the app's router (app/navigation.tsx) tells the pages beside react-router's own contexts: whether a page's code is
// being fetched (the progress bar), and where a page registers a wish to stop navigation (blocker.ts). A module of its
// own so that the editor's blocker reaches it without the router, and the server's renderer without either.
import { createContext } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

/** Whether a navigation away is held back: asked with the page the visitor is on and the one they are going to. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

/** As react-router's data routers answer it: held back ('blocked', until proceed or reset), or not. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

/** A page's wish to hold navigation back: asked before each navigation; told when it held one back. */
export interface NavigationGuard {
  shouldBlock: BlockerFunction;
  blocked: (blocker: Blocker) => void;
}

/** Registers a guard until the returned function is called. */
export type GuardNavigation = (guard: NavigationGuard) => () => void;

export const NavigationGuardContext = createContext<GuardNavigation | null>(null);

/** True while the next page's code is being fetched (the old page stays on screen meanwhile). */
export const PageLoadingContext = createContext(false);
