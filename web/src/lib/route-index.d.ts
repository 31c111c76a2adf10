// The route index the build writes (web/vite.config.ts, routeIndex).
declare module 'virtual:oeuvre-route-index' {
  import type { RouteIndex, SectionItemPaths } from '@oeuvre/api-client/route-index';

  export const routeIndex: RouteIndex;
  export const sectionItemPaths: SectionItemPaths;
}
