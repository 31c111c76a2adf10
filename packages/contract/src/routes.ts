// THE route table: one entry per API call; the backend, the client, OpenAPI and role tests read it.
import {
  adminArtistRoutes,
  adminGalleryRoutes,
  adminReviewRoutes,
  adminSettingsRoutes,
  adminUserRoutes,
} from './routes/admin.ts';
import { defineRoutes, type Route } from './routes/define.ts';
import { cvSelectionRoutes } from './routes/cv-selections.ts';
import { documentRoutes } from './routes/documents.ts';
import { emailRoutes } from './routes/email.ts';
import { networkRoutes } from './routes/network.ts';
import { artistRoutes, desktopRoutes, sessionRoutes, systemRoutes } from './routes/public.ts';
import { sectionRouteSpecsAll } from './routes/sections.ts';

export * from './routes/define.ts';
export { desktopAuthorizeQuery } from './routes/public.ts';

export const routes = {
  ...systemRoutes,
  ...sessionRoutes,
  ...artistRoutes,
  ...defineRoutes(sectionRouteSpecsAll),
  ...networkRoutes,
  ...documentRoutes,
  ...cvSelectionRoutes,
  ...desktopRoutes,
  ...adminArtistRoutes,
  ...adminUserRoutes,
  ...adminReviewRoutes,
  ...adminGalleryRoutes,
  ...adminSettingsRoutes,
  ...emailRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** Every route in registration order (fixed segments before parameters). */
export const routeList: readonly Route[] = Object.values(routes);

/** The JSON calls (everything but full-page navigations). */
export const apiRoutes: readonly Route[] = routeList.filter((r) => !r.navigation);

export function getRoute<Id extends RouteId>(id: Id): Routes[Id] {
  return routes[id];
}
export { unsubscribeQuery } from './routes/email.ts';
