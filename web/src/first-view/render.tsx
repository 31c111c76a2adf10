// The first view, rendered on the server: the page a visitor's first request asks for, as HTML, so its
// text and portrait paint with the stylesheet instead of after the app's code has downloaded and run.
// The app then adopts it (hydrateRoot in main.tsx) with the same data (see first-view-data.ts): the same tree,
// so React attaches its handlers to these elements instead of building the page again.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { swrDefaults } from '@/app/AppProviders';
import { AppRoutes, loadPageOf } from '@/app/router';
import { type DocumentHead, takeDrawnHead } from '@/lib/document-head';
import { installIconLoader } from '@/lib/icons';
import { supportersKey } from '@/features/artist/api/use-connections';
import { type FirstViewData, fallbackOf } from './first-view-data';

// The same icons as the app's first render (main.tsx), so the markup it adopts is the markup it draws.
installIconLoader();

/**
 * The markup of `#root` for `url` (path and query) and the head its page asks for (the tab title and description the
 * app would set), or undefined when the route has no first view (its page's code could not be loaded).
 */
export async function renderFirstViewPage(
  url: URL,
  data: FirstViewData = {},
): Promise<{ html: string; head?: DocumentHead } | undefined> {
  // The page's code first, as the app does before its first render: the page draws, not a wait for it.
  const loaded = await (loadPageOf(url.pathname) ?? Promise.resolve()).then(
    () => true,
    () => false,
  );
  if (!loaded) return undefined;
  // Drawn at once (renderToString is synchronous): the head noted is this page's.
  takeDrawnHead();
  const html = renderToString(
    <SWRConfig value={{ ...swrDefaults, fallback: { ...fallbackOf(data), ...supportersFallback(data) } }}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </SWRConfig>,
  );
  return { html, head: takeDrawnHead() };
}

/**
 * An artist page's supporters, drawn in a signed-out visitor's first view: the app adopts that view as drawn (it
 * does not draw it again), so the app's own data need not hold them. A signed-in visitor's page is drawn as the app's
 * first render draws it, which asks for them.
 */
function supportersFallback({ artist, supporters, signedOut }: FirstViewData): Record<string, unknown> {
  const artistId = artist?.profile?.id;
  if (!signedOut || typeof artistId !== 'number' || !Array.isArray(supporters)) return {};
  return { [unstable_serialize(supportersKey(artistId))]: supporters };
}

/** The markup of `#root` for `url` alone (see renderFirstViewPage). */
export async function renderFirstView(url: URL, data: FirstViewData = {}): Promise<string | undefined> {
  return (await renderFirstViewPage(url, data))?.html;
}
