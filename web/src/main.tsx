import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import './app/header-states.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { installIconLoader } from './lib/icons';
import { readFirstViewFallback } from './first-view/first-view-data';
import { applyTheme, readStoredTheme, shareThemeWithServer } from './lib/theme';

// Apply the theme before the first render so a dark page never flashes white, and let the server know it
// for the next first view.
const theme = readStoredTheme();
applyTheme(theme);
shareThemeWithServer(theme);
installIconLoader();

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

/** Resolves once the router has loaded the first page's code, so the first render is that page, not a placeholder. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A page the server rendered (its first view) came with its data: the first render shows the same page.
const fallback = readFirstViewFallback(document);
const hasFirstView = root.hasAttribute('data-first-view');
// A first view drawn before the theme was known is held back on a dark system: its inline rules are the light
// theme's. It shows once the whole stylesheet, dark rules included, applies to the body's theme.
const styles = stylesApplied().then(() => root.removeAttribute('data-first-view'));

const router = createAppRouter();
void Promise.all([styles, routerReady(router)]).then(() => {
  const app = (
    <StrictMode>
      <AppProviders fallback={fallback}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A first view is the app's own markup for this page and data: React adopts it (hydration) instead of
  // building the page again. Without one, #root holds only the boot frame, which the app replaces. Either way
  // in a transition: React works in slices, yielding to the browser, and keeps the page on screen meanwhile.
  startTransition(() => {
    if (hasFirstView) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
