// The app's one API client: credentials on every call and the "<status>: <body>" errors. A page drawn from the data
// that came with its HTML makes no call at first: so `api` stands for the client and loads it (api-client.ts, a chunk
// of its own) on the first call. `api.artists.get(...)` and `api.section(kind).add(...)` work as on the client; each answers a promise.
import type { ApiClient } from '@oeuvre/api-client';
import { loadedClient } from './api-loaded';

let loading: Promise<ApiClient> | undefined;
const client = (): Promise<ApiClient> => (loading ??= import('./api-client').then((m) => m.client));

/**
 * Fetches the client's code ahead of the first call: the app does so once it is idle, as a first view makes no call.
 * A failed fetch is tried again by the first call.
 */
export function preloadApiClient(): void {
  client().catch(() => {
    loading = undefined;
  });
}

/** Calls `run` with the client: at once when it is loaded, otherwise once it is. */
function withClient(run: (c: ApiClient) => unknown): unknown {
  const loaded = loadedClient();
  return loaded ? run(loaded) : client().then(run);
}

type Callable = (...args: unknown[]) => unknown;

/** The member at `path` of the loaded client, with the object it belongs to (its `this`). */
function memberAt(root: ApiClient, path: readonly string[]): { owner: unknown; member: Callable } {
  let owner: unknown;
  let member: unknown = root;
  for (const key of path) {
    owner = member;
    member = (member as Record<string, unknown>)[key];
  }
  if (typeof member !== 'function') throw new TypeError(`api.${path.join('.')} is not a call of the API client`);
  return { owner, member: member as Callable };
}

/**
 * Stands for the client's member at `path`: reading a property goes one level down, calling it loads the client and
 * makes the call. `section(kind)` answers the section's calls at once (they load the client when called).
 */
function deferred(path: readonly string[]): unknown {
  return new Proxy(function member() {}, {
    // Not a promise itself: `await api.x` must not take it for one.
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? deferred([...path, key]) : undefined),
    apply: (_target, _this, args: unknown[]) => {
      if (path.length === 1 && path[0] === 'section') return deferred(['section', String(args[0])]);
      if (path.length === 3 && path[0] === 'section') {
        const [, kind, call] = path as [string, string, string];
        return withClient((c) => memberAt(c.section(kind as never) as never, [call]).member(...args));
      }
      return withClient((c) => {
        const { owner, member } = memberAt(c, path);
        return member.apply(owner, args);
      });
    },
  });
}

/** The client, loaded on its first call (`urls`, which answers at once on the client, is not offered here). */
export const api = deferred([]) as Omit<ApiClient, 'urls'>;

export { ApiError, errorMessage, isApiError } from '@oeuvre/api-client';
