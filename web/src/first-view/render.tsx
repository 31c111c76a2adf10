// The first view, rendered on the server: the page a visitor's first request asks for, as HTML, so its
// text and portrait paint with the stylesheet instead of after the app's code has downloaded and run.
// The app then adopts it (hydrateRoot in main.tsx) with the same data (see first-view-data.ts): the same tree,
// so React attaches its handlers to these elements instead of building the page again.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/app/AppProviders';
import { routes } from '@/app/router';
import { installIconLoader } from '@/lib/icons';
import { type FirstViewData, fallbackOf } from './first-view-data';

const handler = createStaticHandler(routes);
// The same icons as the app's first render (main.tsx), so the markup it adopts is the markup it draws.
installIconLoader();

/**
 * The markup of `#root` for `url` (path and query), or undefined when the route has no first view
 * (it redirected, failed, or is not a page rendered here).
 */
export async function renderFirstView(url: URL, data: FirstViewData = {}): Promise<string | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  if (context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <SWRConfig value={{ ...swrDefaults, fallback: fallbackOf(data) }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SWRConfig>,
  );
}
