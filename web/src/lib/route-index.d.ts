// The route index the build writes (web/vite.config.ts, routeIndex).
declare module 'virtual:oeuvre-route-index' {
  import type { RouteIndex, SectionItemPaths } from '@oeuvre/api-client/route-index';

  export const routeIndex: RouteIndex;
  export const sectionItemPaths: SectionItemPaths;
}

// The CV's section headings the build writes (web/vite.config.ts, sectionHeadings).
declare module 'virtual:oeuvre-section-headings' {
  /** Each section of a published CV, in the CV's order: its key and heading. */
  export const cvSectionHeadings: readonly { key: string; label: string }[];
}
