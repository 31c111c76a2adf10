// The shape of one API call in the route table, and the types the client and server derive from it.
import * as v from 'valibot';
import { FILE_KINDS, type FileKind } from '../constants.ts';
import { idParam, slugParam } from '../schemas/fields.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; any signed-in user; a signed-in user with an artist profile of their own;
 * the owner of the profile or item named in the path (or an admin); admins only.
 */
export type Access = 'public' | 'user' | 'artist' | 'owner' | 'admin';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'artist', 'owner', 'admin'];

export type AnySchema = v.GenericSchema;

export interface RouteSpec {
  method: HttpMethod;
  /** Koa style: '/api/artists/:id/awards/:itemId'. */
  path: string;
  access: Access;
  summary: string;
  /** Path parameters; derived from the path when absent (':slug' is text, any other is a positive id). */
  params?: AnySchema;
  query?: AnySchema;
  /** JSON body, or the text fields of a multipart body. */
  body?: AnySchema;
  /** Multipart file field names. */
  files?: readonly string[];
  /** What the files must be (type and size limits in FILE_KINDS). */
  fileKind?: FileKind;
  maxFileBytes?: number;
  /** Bytes of one text field of a multipart body (default 64 kB): a route whose text field may be longer says so. */
  maxFieldBytes?: number;
  /** A document instead of JSON (the handler writes it). */
  produces?: 'application/pdf';
  /** Success body; 'empty' answers 204 with no body. */
  response?: AnySchema | 'empty';
  /** Success status when not 200 (or 204 for 'empty'). */
  status?: 201 | 202;
  /** A second success status: 202, with the same body, while the work goes on in the background. */
  alsoStatus?: 202;
  /** Failure statuses that mean there is nothing to answer (401: signed out; 404: none yet): the client gives null. */
  absentWhen?: readonly (401 | 404)[];
  contentType?: 'json' | 'multipart';
  /** The largest JSON body accepted (413 past it), when smaller than the server's default of 1 MB. */
  maxBodyBytes?: number;
  /** A multipart route that also takes its text fields as a JSON body (pasted text instead of a file). */
  acceptsJson?: true;
  /** A full-page navigation (redirects), not a JSON call. */
  navigation?: true;
  /**
   * A public read whose visitors' answers the server keeps in memory and sends with a strong ETag until what the public
   * sees changes (docs/api.md, "Caching of public reads"): only a route whose answer depends on nothing but the
   * published profiles, whose every change the database announces.
   */
  kept?: true;
}

/** Spread into an upload route: multipart, one kind of file, that kind's size limit. */
export const IMAGE_UPLOAD = {
  contentType: 'multipart',
  fileKind: 'image',
  maxFileBytes: FILE_KINDS.image.maxBytes,
} as const;
export const CSV_UPLOAD = {
  contentType: 'multipart',
  fileKind: 'csv',
  maxFileBytes: FILE_KINDS.csv.maxBytes,
} as const;

export type Route<Id extends string = string> = RouteSpec & {
  id: Id;
  params: AnySchema;
  contentType: 'json' | 'multipart';
};

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for the `:name` segments of a path. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };
/** The same after validation: ':slug' is text, every other parameter a positive id. */
export type ParsedPathParams<P extends string> = { [K in ParamNames<P>]: K extends 'slug' ? string : number };

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

function paramsSchema(path: string): AnySchema {
  const entries = Object.fromEntries(
    pathParamNames(path).map((name) => [name, name === 'slug' ? slugParam : idParam]),
  );
  return v.object(entries);
}

/** Fill each entry's id (its key), params schema and content type. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  specs: T,
): { [K in keyof T & string]: T[K] & { id: K; params: AnySchema; contentType: 'json' | 'multipart' } } {
  return Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => [
      id,
      {
        ...spec,
        id,
        params: spec.params ?? paramsSchema(spec.path),
        contentType: spec.contentType ?? (spec.files ? 'multipart' : 'json'),
      },
    ]),
  ) as never;
}

/** Put values into a Koa-style path: ('/api/artists/:id', { id: 3 }) -> '/api/artists/3'. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type RouteBody<R> = R extends { contentType: 'multipart' }
  ? FormData
  : R extends { body: infer S extends AnySchema }
    ? v.InferInput<S>
    : undefined;
export type RouteQuery<R> = R extends { query: infer S extends AnySchema } ? v.InferInput<S> : undefined;
export type RouteParams<R> = R extends { path: infer P extends string } ? PathParams<P> : never;
export type RouteResponse<R> = R extends { response: 'empty' }
  ? undefined
  : R extends { response: infer S extends AnySchema }
    ? v.InferOutput<S>
    : unknown;
/** What a client call resolves to: the response, or null when the route says the answer can be absent. */
export type RouteAnswer<R> = RouteResponse<R> | (R extends { absentWhen: readonly number[] } ? null : never);
/** What the server's handler receives after validation. */
export type RouteInput<R> = {
  params: R extends { path: infer P extends string } ? ParsedPathParams<P> : Record<string, never>;
  query: R extends { query: infer S extends AnySchema } ? v.InferOutput<S> : Record<string, never>;
  body: R extends { body: infer S extends AnySchema } ? v.InferOutput<S> : undefined;
};
