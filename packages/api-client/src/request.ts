// Calls by route id: path parameters, query and body typed from the contract's route table.
import {
  buildPath,
  type Route,
  routes,
  type RouteBody,
  type RouteId,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type Routes,
} from '@oeuvre/contract';
import type { Query, Transport, UploadOptions } from './transport.ts';

type ParamsPart<R> = [keyof RouteParams<R>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> };
type BodyPart<R> = [RouteBody<R>] extends [undefined]
  ? { body?: undefined }
  : object extends RouteBody<R>
    ? { body?: RouteBody<R> }
    : { body: RouteBody<R> };

export type RequestOptions<Id extends RouteId> = ParamsPart<Routes[Id]> &
  BodyPart<Routes[Id]> & {
    query?: RouteQuery<Routes[Id]>;
    signal?: AbortSignal;
    /** Multipart routes only: report upload progress (uses XMLHttpRequest). */
    onProgress?: UploadOptions['onProgress'];
  };

type OptionsArg<Id extends RouteId> =
  object extends RequestOptions<Id> ? [options?: RequestOptions<Id>] : [options: RequestOptions<Id>];

export type RequestFn = <Id extends RouteId>(
  id: Id,
  ...args: OptionsArg<Id>
) => Promise<RouteResponse<Routes[Id]>>;

export function createRequest(transport: Transport): RequestFn {
  return (async (id: RouteId, options: Record<string, unknown> = {}) => {
    const route: Route = routes[id];
    if (route.navigation) throw new Error(`${id} is a full-page navigation, not an API call`);
    const path = buildPath(route.path, options.params as Record<string, string | number> | undefined);
    const query = options.query as Query | undefined;
    const signal = options.signal as AbortSignal | undefined;
    if (route.contentType === 'multipart') {
      if (!(options.body instanceof FormData)) throw new TypeError(`${id} needs a FormData body`);
      const onProgress = options.onProgress as UploadOptions['onProgress'];
      return transport.upload(path, options.body, { onProgress, signal });
    }
    // A route that takes a JSON body gets `{}` when none is given (e.g. reject without a reason).
    const body = options.body ?? (route.body ? {} : undefined);
    return transport.send(route.method, path, { query, body, signal });
  }) as RequestFn;
}
