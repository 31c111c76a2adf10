// What a call needs of its route, without the route table's schemas: the server checks every request and the client
// only sends and reads, so a page that calls the API need not download the schemas of every route. The web app builds
// this index from the route table at build time (web/vite.config.ts); `createApiClient` builds it at run time.
import type { Route, RouteId, SectionKind } from '@oeuvre/contract';

/** One route as the client calls it: its method and path, how it is sent, and when its failure means "none". */
export type RouteEntry = Pick<Route, 'method' | 'path' | 'contentType' | 'files' | 'absentWhen' | 'acceptsJson' | 'navigation'> & {
  /** The route takes a JSON body (one is sent, `{}` when none is given). */
  body?: true;
};
export type RouteIndex = Record<RouteId, RouteEntry>;
/** How each CV section's entries are addressed: under the artist (`nested`) or by their own id (`flat`). */
export type SectionItemPaths = Record<SectionKind, 'flat' | 'nested'>;

/** The route table reduced to what calls need (plain data: it can be written into a module as JSON). */
export function routeIndexOf(routes: Record<string, Route>): RouteIndex {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => {
      const entry: RouteEntry = { method: route.method, path: route.path, contentType: route.contentType };
      if (route.files) entry.files = route.files;
      if (route.absentWhen) entry.absentWhen = route.absentWhen;
      if (route.acceptsJson) entry.acceptsJson = true;
      if (route.navigation) entry.navigation = true;
      if (route.body) entry.body = true;
      return [id, entry];
    }),
  ) as RouteIndex;
}

export function sectionItemPathsOf(sections: Record<string, { itemPaths: 'flat' | 'nested' }>): SectionItemPaths {
  return Object.fromEntries(Object.entries(sections).map(([kind, s]) => [kind, s.itemPaths])) as SectionItemPaths;
}

/** A path with its `:name` segments filled in. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
