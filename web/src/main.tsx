import '@oeuvre/ui/components/ui.css';
import './app/styles.css';
import './app/header-states.css';
// The venue pages' and the artist page's venue styles: small, so in the entry stylesheet the first view inlines.
import './features/venues/venues.css';
import { APP_READY_EVENT } from './lib/app-ready';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/navigation';
import { adoptFirstView, AppRoutes, loadPageOf } from './app/router';
import { preloadApiClient } from './lib/api';
import { installIconLoader } from './lib/icons';
import { readFirstViewFallback } from './first-view/first-view-data';
import { applyTheme, shareThemeWithServer, useThemeStore } from './lib/theme';
import { SIGNED_OUT_ATTRIBUTE } from '@oeuvre/contract';

// Apply the theme before the first render so a dark page never flashes white (the store read the stored choice
// once). The server learns it for the next first view once the page is idle: reading the cookies blocks the page.
const theme = useThemeStore.getState().theme;
applyTheme(theme);
// The choice as it is then: the visitor may have chosen another one meanwhile.
whenIdle(() => shareThemeWithServer(useThemeStore.getState().theme));
installIconLoader();

/** Resolves in a later task (a message, which browsers run before timers' minimum delay). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** Runs `work` when the browser has nothing more urgent to do (after the first render), at most 2 s later. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** The built stylesheet loads without blocking the first paint; the app waits for it so nothing shows unstyled. */
async function stylesApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return;
  if (!link.sheet) {
    await new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
  }
  link.media = 'all';
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Tells the page's loader that the app has taken over (its first render is committed): what the visitor did to the
 * app's controls before then is played again now.
 */
function AnnounceReady(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
    // The page came with its data: the API client's code is fetched now, ahead of the visitor's first search or click.
    whenIdle(preloadApiClient);
  }, []);
  return null;
}

// A page the server rendered (its first view) came with its data: the first render shows the same page.
const fallback = readFirstViewFallback(document);
const hasFirstView = root.hasAttribute('data-first-view');
// A first view drawn before the theme was known is held back on a dark system: its inline rules are the light
// theme's. It shows once the whole stylesheet, dark rules included, applies to the body's theme.
const styles = stylesApplied().then(() => root.removeAttribute('data-first-view'));

// A signed-out visitor's first page whose route allows it is adopted as the server drew it, with its few live parts:
// the page's own code loads when the visitor acts on it (router.tsx). A signed-in visitor's page is the app's at once.
if (hasFirstView && root.hasAttribute(SIGNED_OUT_ATTRIBUTE)) adoptFirstView(root, window.location.pathname);

// The first page's code is there before the first render, so that render is the page (the first view's very markup);
// a page whose code failed to load shows its error.
const firstPage = loadPageOf(window.location.pathname)?.catch(() => undefined);

// The router starts in a task of its own, after the one that ran the app's modules: the browser may paint or answer
// a tap between the two instead of waiting for both.
void nextTask().then(async () => {
  await Promise.all([styles, firstPage]);
  const app = (
    <StrictMode>
      <AppProviders fallback={fallback}>
        <AppRouter prepare={loadPageOf}>
          <AppRoutes />
        </AppRouter>
        <AnnounceReady />
      </AppProviders>
    </StrictMode>
  );
  // A first view is the app's own markup for this page and data: React adopts it (hydration) instead of
  // building the page again. Without one, #root holds only the loading placeholder, which the app replaces. Either way
  // in a transition: React works in slices, yielding to the browser, and keeps the page on screen meanwhile.
  startTransition(() => {
    if (hasFirstView) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
