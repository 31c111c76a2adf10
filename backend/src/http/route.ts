import type { IncomingMessage } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import Router from '@koa/router';
import multer from '@koa/multer';
import type { Context } from 'koa';
import * as v from 'valibot';
import {
  apiRoutes,
  type ApiRouteId,
  type Route,
  type RouteInput,
  type RouteResponse,
  type Routes,
} from '@oeuvre/contract';
import { HttpError } from './errors.ts';
import type { SessionUser } from './session.ts';
import { refuseQueryControlCharacters } from './query-text.ts';
import { closeAfterAnswer, readJson } from './middleware.ts';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export type UploadedFile = {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
};

export type HandlerContext<R> = RouteInput<R> & {
  ctx: Context;
  /** The signed-in user; present on every route whose access is not 'public'. */
  user: R extends { access: 'public' } ? SessionUser | undefined : SessionUser;
  files: Record<string, UploadedFile | undefined>;
};

export type Handler<R> = (
  input: HandlerContext<R>,
) => Promise<RouteResponse<R> | void> | RouteResponse<R> | void;

/**
 * One handler for every JSON call of the route table, keyed by route id: a call without its handler does not compile.
 * (Navigation routes, the sign-in redirects and pages, are mounted by their own modules.)
 */
export type Handlers = { [Id in ApiRouteId]: Handler<Routes[Id]> };

/**
 * Some of the handlers, as one feature contributes them: `return { ... } satisfies FeatureHandlers;` types each
 * handler's input from its route and refuses an id the route table does not have.
 */
export type FeatureHandlers = Partial<Handlers>;

/**
 * A handler as the router calls it, once the route's own schemas have validated its params, query and body (what
 * `Handler<Routes[Id]>` is typed from). Written as a method so that every route's handler is one (method parameters
 * are compared both ways), since the router holds them all in one list.
 */
type ValidatedHandler = {
  call(input: {
    ctx: Context;
    user: SessionUser | undefined;
    params: unknown;
    query: unknown;
    body: unknown;
    files: Record<string, UploadedFile | undefined>;
  }): unknown;
}['call'];

/** First validation issue as the client sees it: the product's message and the field it belongs to. */
export function validationError(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): HttpError {
  const issue = issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  return new HttpError(400, issue.message, field || undefined);
}

export function parseWith<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}

/** Only a signed-in user passes; admins additionally for 'admin' routes. Ownership is the handler's policy check. */
function checkAccess(route: Route, user: SessionUser | undefined): void {
  if (route.access === 'public') return;
  if (!user) throw new HttpError(401, 'Sign in required');
  if (route.access === 'admin' && !user.isAdmin) throw new HttpError(403, 'Admin access required');
}

/** What a multipart body may carry besides its file: boundaries, part headers and the text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Multipart parsing with the size, part and field limits of an upload. A body past the limit is refused with 413
 * as soon as that is known, and nothing more of it is kept: from its declared length before any of it is read;
 * without a length (chunked), once the bytes received pass the limit; a file part once it passes the limit.
 * multer on its own would read and drop the whole rest of the body before answering; here the answer goes out at
 * once and the connection is closed after it (closeAfterAnswer).
 */
async function readMultipart(
  ctx: Context,
  route: Route,
): Promise<{ body: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Send the file as multipart/form-data');
  const fileFields = route.files ?? [];
  const limit = route.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const tooLarge = `Maximum file size is ${Math.round(limit / (1024 * 1024))}MB`;
  const bodyLimit = limit + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > bodyLimit) {
    closeAfterAnswer(ctx);
    throw new HttpError(413, tooLarge);
  }
  let refuse: (err: HttpError) => void = () => undefined;
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  let stopped = false;
  const stop = (req: IncomingMessage, busboy: Writable) => {
    if (stopped) return;
    stopped = true;
    req.unpipe(busboy); // the parser gets nothing more: nothing past this point is kept
    closeAfterAnswer(ctx);
    refuse(new HttpError(413, tooLarge));
  };
  // A client that goes away mid-body: the parser would wait for the rest forever, holding what it had read.
  const abandoned = () => {
    if (!ctx.req.complete && !stopped) {
      stopped = true;
      refuse(new HttpError(400, 'The upload was interrupted'));
    }
  };
  ctx.req.once('close', abandoned);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limit, files: fileFields.length, fields: 20, parts: 30, fieldSize: route.maxFieldBytes ?? 64 * 1024 },
    streamHandler: (req: IncomingMessage, busboy: Writable) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > bodyLimit) stop(req, busboy);
      });
      // Any file part (named or not) one byte past the limit: busboy reports it as the part's 'limit'.
      busboy.on('file', (_field: string, file: Readable) => file.once('limit', () => stop(req, busboy)));
      req.pipe(busboy);
    },
  } as multer.Options).fields(fileFields.map((name) => ({ name, maxCount: 1 })));
  const parsing = upload(ctx, async () => undefined);
  // Once refused, multer settles late (when the connection ends) or never: its outcome no longer matters.
  parsing.catch(() => undefined);
  try {
    await Promise.race([parsing, refused]);
    ctx.req.off('close', abandoned);
  } catch (err) {
    ctx.req.off('close', abandoned);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw new HttpError(413, tooLarge);
    if (code === 'LIMIT_UNEXPECTED_FILE') throw new HttpError(400, 'Unexpected file field');
    if (code?.startsWith('LIMIT_')) throw new HttpError(413, 'Request too large');
    throw new HttpError(400, 'Malformed multipart body');
  }
  const raw = (ctx as unknown as { files?: Record<string, UploadedFile[]> }).files ?? {};
  const files = Object.fromEntries(Object.entries(raw).map(([k, list]) => [k, list[0]!]));
  return { body: { ...((ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {}) }, files };
}

/** The path to the first text holding U+0000, which PostgreSQL cannot store or compare, or undefined. */
function nulCharacterAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses input with a NUL character (400) before it reaches a query, where it would fail the request. */
function refuseNulCharacters(value: unknown): void {
  const at = nulCharacterAt(value);
  if (at) throw new HttpError(400, 'Text must not contain NUL characters', at.join('.') || undefined);
}

/**
 * Admits an image upload before its body is read (bounds, rate, quota), or throws; the answer releases the place
 * once the request is done.
 */
export type UploadAdmission = (ctx: Context, user: SessionUser) => Promise<() => void>;

/** Refuses (throws) a caller who may not change the item of a path id; see ApiRouterOptions.checkItemOwner. */
export type ItemOwnerCheck = (user: SessionUser, itemId: number) => Promise<void>;

export type ApiRouterOptions = {
  /**
   * For an owner's route under /api/artists/:id: refuses (403) a caller who may not change that profile before its
   * body is read, so someone else's profile never answers with what its body got wrong. A profile it does not find is
   * left to the handler (404).
   */
  checkProfileOwner?: (user: SessionUser, profileId: number) => Promise<void>;
  /**
   * By route id, for an owner's route that names its item by :id alone (the older CV sections' /api/{segment}/:id):
   * refuses (403) a caller who may not change that item before its body is read, and an unknown id alike, so that
   * someone else learns neither what the body got wrong nor whether the id exists.
   */
  checkItemOwner?: Partial<Record<string, ItemOwnerCheck>>;
  admitImageUpload?: UploadAdmission;
  /** The admission of other uploads, by route id (a CV to import). */
  admissions?: Partial<Record<string, UploadAdmission>>;
};

/** The fixed chain of every API route: access -> parse and validate -> handler -> response. */
function endpoint(route: Route, handler: ValidatedHandler, options: ApiRouterOptions) {
  const admit = route.fileKind === 'image' ? options.admitImageUpload : options.admissions?.[route.id];
  return async (ctx: Context) => {
    ctx.state.routeId = route.id; // public reads are cached by their id (public-reads.ts)
    const user = ctx.state.user as SessionUser | undefined;
    checkAccess(route, user);
    const paramsResult = v.safeParse(route.params, ctx.params ?? {});
    if (!paramsResult.success || nulCharacterAt(ctx.params)) throw new HttpError(404, 'Not found');
    refuseQueryControlCharacters(ctx.query);
    const params = paramsResult.output as { id?: unknown };
    if (route.access === 'owner' && typeof params.id === 'number') {
      if (route.path.startsWith('/api/artists/:id')) await options.checkProfileOwner?.(user!, params.id);
      else await options.checkItemOwner?.[route.id]?.(user!, params.id);
    }
    if (!admit) return respond(ctx, route, handler, user, paramsResult.output);
    let release: () => void;
    try {
      release = await admit(ctx, user as SessionUser);
    } catch (err) {
      closeAfterAnswer(ctx); // refused before its body was read: none of it is read now
      throw err;
    }
    try {
      return await respond(ctx, route, handler, user, paramsResult.output);
    } finally {
      release();
    }
  };
}

/** Reads and validates the body, runs the handler, writes its answer. */
async function respond(
  ctx: Context,
  route: Route,
  handler: ValidatedHandler,
  user: SessionUser | undefined,
  params: unknown,
) {
  const query = route.query ? parseWith(route.query, ctx.query) : {};
  let body: unknown = undefined;
  let files: Record<string, UploadedFile> = {};
  // A route that also takes JSON reads its text fields from a JSON body when one is sent (pasted text, no file).
  const jsonInstead = route.acceptsJson === true && ctx.is('application/json') === 'application/json';
  if (route.contentType === 'multipart' && !jsonInstead) {
    const multipart = await readMultipart(ctx, route);
    files = multipart.files;
    refuseNulCharacters(multipart.body);
    body = route.body ? parseWith(route.body, multipart.body) : undefined;
  } else if (ctx.method !== 'GET') {
    // DELETE bodies are read too, so a text/plain one (what a cross-site form sends) is refused with 415.
    const json = await readJson(ctx, route.maxBodyBytes);
    refuseNulCharacters(json);
    body = route.body ? parseWith(route.body, json) : undefined;
  }
  const result = await handler({ ctx, user, params, query, body, files });
  if (user) ctx.set('Cache-Control', 'no-store');
  if (route.response === 'empty') {
    ctx.status = 204;
    ctx.body = null;
    return;
  }
  if (ctx.body !== undefined && result === undefined) return; // the handler wrote the response itself
  ctx.status = route.status ?? 200;
  ctx.body = result ?? null;
}

/**
 * One router for the whole route table, each route with its handler. Navigation routes (sign-in redirects) are
 * mounted by their own module. A table that lacks a handler (possible only past the types) stops the server at start.
 */
export function buildApiRouter(handlers: Handlers, options: ApiRouterOptions = {}): Router {
  const router = new Router();
  for (const route of apiRoutes) {
    const handler: ValidatedHandler | undefined = handlers[route.id];
    if (typeof handler !== 'function') throw new Error(`No handler for the route ${route.id} (${route.method} ${route.path})`);
    const method = route.method.toLowerCase() as Lowercase<typeof route.method>;
    router[method](route.path, endpoint(route, handler, options));
  }
  return router;
}
