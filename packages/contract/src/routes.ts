// THE route table: one entry per API call; the backend, the client, OpenAPI and role tests read it.
import {
  adminArtistRoutes,
  adminGalleryRoutes,
  adminReviewRoutes,
  adminSettingsRoutes,
  adminUserRoutes,
} from './routes/admin.ts';
import { defineRoutes, type Route } from './routes/define.ts';
import { cvImportRoutes } from './routes/cv-import.ts';
import { cvSelectionRoutes } from './routes/cv-selections.ts';
import { documentRoutes } from './routes/documents.ts';
import { emailRoutes } from './routes/email.ts';
import { networkRoutes } from './routes/network.ts';
import { artistRoutes, desktopRoutes, sessionRoutes, systemRoutes } from './routes/public.ts';
import { sectionRouteSpecsAll } from './routes/sections.ts';
import { venueRoutes } from './routes/venues.ts';

export * from './routes/define.ts';
export { desktopAuthorizeQuery } from './routes/public.ts';
export type { SectionRouteId } from './routes/sections.ts';

export const routes = {
  ...systemRoutes,
  ...sessionRoutes,
  ...artistRoutes,
  ...defineRoutes(sectionRouteSpecsAll),
  ...networkRoutes,
  ...documentRoutes,
  ...cvSelectionRoutes,
  ...cvImportRoutes,
  ...desktopRoutes,
  ...adminArtistRoutes,
  ...adminUserRoutes,
  ...adminReviewRoutes,
  ...adminGalleryRoutes,
  ...adminSettingsRoutes,
  ...emailRoutes,
  ...venueRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;
/** The full-page navigations (sign-in, sign-out, unsubscribe): links and form posts, not calls. */
export type NavigationRouteId = {
  [Id in RouteId]: Routes[Id] extends { navigation: true } ? Id : never;
}[RouteId];
/** The JSON calls: what the client calls and the server answers with a handler. */
export type ApiRouteId = Exclude<RouteId, NavigationRouteId>;

/** Every route in registration order (fixed segments before parameters). */
export const routeList: readonly Route<RouteId>[] = Object.values(routes);

/** The JSON calls (everything but full-page navigations). */
export const apiRoutes: readonly Route<ApiRouteId>[] = routeList.filter(
  (r): r is Route<ApiRouteId> => !r.navigation,
);

export function getRoute<Id extends RouteId>(id: Id): Routes[Id] {
  return routes[id];
}
export { unsubscribeQuery } from './routes/email.ts';
