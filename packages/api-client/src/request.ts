// Calls by route id: path parameters, query and body typed from the contract's route table.
import type { ApiRouteId, RouteAnswer, RouteBody, RouteParams, RouteQuery, Routes } from '@oeuvre/contract';
import { isApiError } from './api-error.ts';
import { fillPath, type RouteEntry, type RouteIndex } from './route-index.ts';
import type { Query, Transport, UploadOptions } from './transport.ts';

type ParamsPart<R> = [keyof RouteParams<R>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> };
type JsonBodyPart<R> = [RouteBody<R>] extends [undefined]
  ? { body?: undefined }
  : object extends RouteBody<R>
    ? { body?: RouteBody<R> }
    : { body: RouteBody<R> };
/** The text fields an upload route takes beside its file. */
export type UploadFields<R> = R extends { body: infer S } ? RouteBody<{ body: S }> : never;
/** An upload: the file (sent under the route's file field) with its text fields, or a form already made. */
type FieldsPart<R> = [UploadFields<R>] extends [never]
  ? { fields?: undefined }
  : object extends UploadFields<R>
    ? { fields?: UploadFields<R> }
    : { fields: UploadFields<R> };
type UploadPart<R> =
  | ({ file: Blob; body?: undefined } & FieldsPart<R>)
  | { body: FormData; file?: undefined; fields?: undefined };
/** A multipart route that also takes JSON: its text fields as a plain object instead of a file (pasted text). */
type JsonFieldsPart<R> = R extends { acceptsJson: true } ? { body: UploadFields<R>; file?: undefined; fields?: undefined } : never;
type BodyPart<R> = R extends { contentType: 'multipart' } ? UploadPart<R> | JsonFieldsPart<R> : JsonBodyPart<R>;

export type RequestOptions<Id extends ApiRouteId> = ParamsPart<Routes[Id]> &
  BodyPart<Routes[Id]> & {
    query?: RouteQuery<Routes[Id]>;
    signal?: AbortSignal;
    /** Upload routes only: report upload progress (uses XMLHttpRequest). */
    onProgress?: UploadOptions['onProgress'];
  };

export type OptionsArg<Id extends ApiRouteId> =
  object extends RequestOptions<Id> ? [options?: RequestOptions<Id>] : [options: RequestOptions<Id>];

export type RequestFn = <Id extends ApiRouteId>(id: Id, ...args: OptionsArg<Id>) => Promise<RouteAnswer<Routes[Id]>>;

type LooseOptions = {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  file?: Blob;
  fields?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
  onProgress?: UploadOptions['onProgress'];
};

/** A one-file form for an upload route: its text fields, then the file under the route's field name. */
function uploadForm(route: RouteEntry, file: Blob, fields: LooseOptions['fields'] = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  const field = route.files?.[0] ?? 'file';
  form.append(field, file, (file as File).name ?? field);
  return form;
}

export function createRequest(transport: Transport, index: RouteIndex): RequestFn {
  async function call(id: string, options: LooseOptions = {}): Promise<unknown> {
    const route: RouteEntry | undefined = (index as Record<string, RouteEntry>)[id];
    if (!route) throw new Error(`${id} is not a route of the route table`);
    if (route.navigation) throw new Error(`${id} is a full-page navigation, not an API call`);
    const path = fillPath(route.path, options.params);
    const { query, signal } = options;
    try {
      const jsonInstead = route.acceptsJson && !options.file && !(options.body instanceof FormData) && options.body;
      if (route.contentType === 'multipart' && !jsonInstead) {
        const form = options.file ? uploadForm(route, options.file, options.fields) : options.body;
        if (!(form instanceof FormData)) throw new TypeError(`${id} needs a FormData body (or a file)`);
        return await transport.upload(path, form, { onProgress: options.onProgress, signal });
      }
      // A route that takes a JSON body gets `{}` when none is given (e.g. reject without a reason).
      const body = options.body ?? (route.body ? {} : undefined);
      return await transport.send(route.method, path, { query, body, signal });
    } catch (err) {
      if (isApiError(err) && route.absentWhen?.includes(err.status as 401 | 404)) return null;
      throw err;
    }
  }
  return call as RequestFn;
}
