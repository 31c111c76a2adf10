// The client from a route index (route-index.ts): one function for every JSON call of the contract's route table, named
// by its route id ('admin.users.freeze' is client.admin.users.freeze), plus the CV sections by kind and the
// navigations' URLs. It imports no schema: client.ts makes the index from the route table, the web app at build time.
import type {
  ApiRouteId,
  RouteAnswer,
  Routes,
  SectionForm,
  SectionItem,
  SectionKind,
  SectionPatchForm,
} from '@oeuvre/contract';
import { createRequest, type OptionsArg } from './request.ts';
import type { RouteEntry, RouteIndex, SectionItemPaths } from './route-index.ts';
import { buildUrl, createTransport, type ClientOptions, type UploadOptions } from './transport.ts';

type Id = number | string;

/** The call of one route: its options (params, query, body or file) typed from the route table. */
export type RouteCall<Id extends ApiRouteId> = (...args: OptionsArg<Id>) => Promise<RouteAnswer<Routes[Id]>>;

type HeadOf<S extends string> = S extends `${infer Head}.${string}` ? Head : S;
type RestOf<S extends string, Head extends string> = S extends `${Head}.${infer Rest}` ? Rest : never;

/** Route ids as nested objects: 'admin.users.freeze' -> { admin: { users: { freeze: RouteCall } } }. */
type CallTree<Rel extends string, Prefix extends string = ''> = {
  [Head in HeadOf<Rel>]: Head extends Rel
    ? RouteCall<`${Prefix}${Head}` & ApiRouteId>
    : CallTree<RestOf<Rel, Head>, `${Prefix}${Head}.`>;
};
export type RouteCalls = CallTree<ApiRouteId>;

/** The four calls of one CV section, for screens that edit any section the same way. */
export interface SectionCalls<K extends SectionKind> {
  add(artistId: Id, body: SectionForm<K>): Promise<SectionItem<K>>;
  update(artistId: Id, itemId: Id, body: SectionPatchForm<K>): Promise<SectionItem<K>>;
  remove(artistId: Id, itemId: Id): Promise<undefined>;
  /** Puts the section's entries in this order: every entry's id once, first to last. */
  reorder(artistId: Id, ids: number[]): Promise<SectionItem<K>[]>;
}

type Node = { [key: string]: Node | ((options?: object) => Promise<unknown>) };

export function createClientFrom(index: RouteIndex, itemPaths: SectionItemPaths, options: ClientOptions = {}) {
  const transport = createTransport(options);
  const request = createRequest(transport, index);
  // The same request, by a route id made at run time (the section routes of a kind).
  const call = request as unknown as (id: string, options?: object) => Promise<unknown>;

  const tree: Node = {};
  for (const [id, route] of Object.entries(index) as [string, RouteEntry][]) {
    if (route.navigation) continue;
    const names = id.split('.');
    const leaf = names.pop()!;
    let node = tree;
    for (const name of names) {
      const next = (node[name] ??= {});
      if (typeof next === 'function') throw new Error(`Route id ${id} is inside the route ${name}`);
      node = next;
    }
    if (node[leaf]) throw new Error(`Route id ${id} is also a group of routes`);
    node[leaf] = (callOptions?: object) => call(id, callOptions);
  }

  function section<K extends SectionKind>(kind: K): SectionCalls<K> {
    const itemParams = (artistId: Id, itemId: Id) =>
      itemPaths[kind] === 'flat' ? { id: itemId } : { id: artistId, itemId };
    const answer = <T>(id: string, callOptions: object) => call(`sections.${kind}.${id}`, callOptions) as Promise<T>;
    return {
      add: (artistId, body) => answer('add', { params: { id: artistId }, body }),
      update: (artistId, itemId, body) => answer('update', { params: itemParams(artistId, itemId), body }),
      remove: (artistId, itemId) => answer('remove', { params: itemParams(artistId, itemId) }),
      reorder: (artistId, ids) => answer('reorder', { params: { id: artistId }, body: { ids } }),
    };
  }

  return {
    ...(tree as RouteCalls),
    /** Any JSON call by its route id. */
    request,
    /** The calls of one CV section by its kind. */
    section,
    /** POST any form to a path; with onProgress, real upload progress via XMLHttpRequest. */
    upload: (path: string, form: FormData, opts?: UploadOptions) => transport.upload(path, form, opts),
    /** Where a full-page navigation goes (sign-in, sign-out). */
    urls: {
      login: () => buildUrl(transport.baseUrl, index['session.login'].path),
      logout: () => buildUrl(transport.baseUrl, index['session.logout'].path),
    },
  };
}

export type ApiClient = ReturnType<typeof createClientFrom>;
