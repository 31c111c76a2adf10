// The app's router in the browser: react-router's declarative <Router> over the browser's history, not its data router
// (createBrowserRouter), whose code a first visit would download for features the app does without. What the app took
// from the data router it does here, the same way: a page's code is fetched before the address's page is drawn (the
// old page stays on screen, with the progress bar), the change is drawn in a transition, and a page may hold a
// navigation back (lib/blocker.ts).
import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import {
  type Location,
  type NavigationType,
  Router,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  parsePath,
} from 'react-router-dom';
import { type NavigationGuard, NavigationGuardContext, PageLoadingContext, UNBLOCKED } from '@/lib/navigation-context';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Update = { action: NavigationType; location: Location };

/** The location a push or replace would go to, for the guards to judge. */
function nextLocationOf(current: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'next',
  } as Location;
}

/**
 * The browser's history, with the guards pages register: a push or replace a guard holds back is not made until the
 * guard's page proceeds; Back or Forward is undone at once (the history moves back by as much) and made again on
 * proceed, as the data router does.
 */
function createNavigation() {
  const history: BrowserHistory = createBrowserHistory({ v5Compat: true });
  const guards = new Set<NavigationGuard>();
  // Set while a navigation a guard allowed goes through, and for the pop that undoes a held-back Back or Forward.
  let unguarded = false;
  let skipNextPop = false;
  // Where the history is: on Back or Forward the browser's address has already changed when the guards are asked.
  let current = history.location;

  const heldBackBy = (nextLocation: Location, historyAction: NavigationType) =>
    [...guards].find((guard) => guard.shouldBlock({ currentLocation: current, nextLocation, historyAction }));

  function hold(guard: NavigationGuard, location: Location, go: () => void): void {
    guard.blocked({
      state: 'blocked',
      location,
      proceed: () => {
        guard.blocked({ state: 'proceeding', location });
        unguarded = true;
        try {
          go();
        } finally {
          unguarded = false;
        }
        guard.blocked(UNBLOCKED);
      },
      reset: () => guard.blocked(UNBLOCKED),
    });
  }

  function guarded(action: 'PUSH' | 'REPLACE', make: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown) => {
      const next = nextLocationOf(current, to, state);
      const guard = unguarded ? undefined : heldBackBy(next, action as NavigationType);
      if (guard) hold(guard, next, () => make(to, state));
      else make(to, state);
    };
  }

  // What react-router's hooks and links call (its Navigator): the history's, pushes and replaces guarded.
  const navigator = {
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: guarded('PUSH', history.push),
    replace: guarded('REPLACE', history.replace),
  };

  function listen(apply: (update: Update) => void): () => void {
    return history.listen(({ action, location, delta }) => {
      if (action === 'POP') {
        if (skipNextPop) {
          skipNextPop = false;
          return;
        }
        const guard = unguarded || delta == null ? undefined : heldBackBy(location, action);
        if (guard && delta != null) {
          // Back to the page the visitor is on; Forward (or Back) again when they proceed.
          skipNextPop = true;
          history.go(-delta);
          hold(guard, location, () => {
            unguarded = true;
            const done = () => {
              unguarded = false;
              window.removeEventListener('popstate', done);
            };
            window.addEventListener('popstate', done);
            history.go(delta);
          });
          return;
        }
      }
      current = location;
      apply({ action, location });
    });
  }

  function guard(entry: NavigationGuard): () => void {
    guards.add(entry);
    return () => guards.delete(entry);
  }

  return { history, navigator, listen, guard };
}

/**
 * The router of the app in the browser. `prepare` answers, for an address's path, a promise while that page's code
 * must still be fetched (undefined when it is there): the address's page is drawn once it is, or once it failed (the
 * page's error then shows).
 */
export function AppRouter({
  children,
  prepare,
}: {
  children: ReactNode;
  prepare: (pathname: string) => Promise<unknown> | undefined;
}) {
  const [navigation] = useState(createNavigation);
  const [state, setState] = useState<Update>(() => ({
    action: navigation.history.action as NavigationType,
    location: navigation.history.location,
  }));
  const [loading, setLoading] = useState(false);

  useLayoutEffect(() => {
    let latest = 0;
    return navigation.listen((update) => {
      const ticket = ++latest;
      const show = () => {
        if (ticket !== latest) return;
        setLoading(false);
        startTransition(() => setState(update));
      };
      const fetching = prepare(update.location.pathname);
      if (!fetching) return show();
      setLoading(true);
      fetching.then(show, show);
    });
  }, [navigation, prepare]);

  return (
    <NavigationGuardContext.Provider value={navigation.guard}>
      <PageLoadingContext.Provider value={loading}>
        <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
          {children}
        </Router>
      </PageLoadingContext.Provider>
    </NavigationGuardContext.Provider>
  );
}
