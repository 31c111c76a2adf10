import {
  ForeignKeyConstraintViolationException,
  NotFoundError,
  OptimisticLockError,
  UniqueConstraintViolationException,
  ValidationError as OrmValidationError,
  ConnectionException,
} from '@mikro-orm/core';
import type { Context, Next } from 'koa';

/** An error meant for the client: its status and message are sent as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign in required',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'This conflicts with existing data',
  413: 'Request too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

// Socket errors, PostgreSQL's connection_exception (08), operator_intervention (57P01-57P03: shutdown, restart,
// starting up) and too_many_connections (53300).
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|08\w\w\w|57P0[1-3]|53300)$/;
// What the pg client says, without a code, when a connection dies under it or none can be had in time.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** Whether an error (or its cause) means the database cannot be reached now: 503, and the client may retry. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof ConnectionException) return true;
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.test(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Logs a background job's failure (a delivery round, a sweep): a database that cannot be reached now is a warning,
 * because the job runs again on its timer and the health check already reports it; anything else is an error.
 */
export function logJobFailure(
  log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void },
  err: unknown,
  message: string,
): void {
  if (isDatabaseUnavailable(err)) log.warn({ reason: (err as Error)?.message }, `${message}: database unavailable, will retry`);
  else log.error({ err }, message);
}

/** Whether an error only says the client went away mid-answer (a closed tab, an aborted download): nothing to fix. */
export function isClientGone(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED';
}

/** Maps any thrown error to a status and a message that is safe to show: never a stack or SQL. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof NotFoundError) return notFound();
  if (err instanceof UniqueConstraintViolationException) return conflict('This already exists');
  if (err instanceof OptimisticLockError) return conflict('This was changed by someone else. Reload and try again.');
  if (err instanceof ForeignKeyConstraintViolationException) return conflict('This refers to something that no longer exists');
  if (isDatabaseUnavailable(err)) return new HttpError(503, STATUS_MESSAGES[503]!);
  if (err instanceof OrmValidationError) return new HttpError(500, STATUS_MESSAGES[500]!);
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown; code?: unknown; message?: unknown };
  if (e && e.code === 'LIMIT_FILE_SIZE') return new HttpError(413, 'Maximum file size is 25MB');
  if (e && typeof e.code === 'string' && e.code.startsWith('LIMIT_')) return new HttpError(413, STATUS_MESSAGES[413]!);
  const status = Number(e?.status ?? e?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    // http-errors from Koa and its middleware: their message is written for clients when `expose` is set.
    const message = e.expose && typeof e.message === 'string' ? e.message : (STATUS_MESSAGES[status] ?? 'Bad request');
    return new HttpError(status, message);
  }
  return new HttpError(500, STATUS_MESSAGES[500]!);
}

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? 'Error';
}

/** The one place an error becomes a response: JSON `{ message }`. */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
    }
  } catch (err) {
    const httpError = toHttpError(err);
    if (httpError.status === 503) {
      // An outage is one cause seen on many requests: one short line each, no stack.
      ctx.state.log?.warn({ status: 503, reason: (err as Error)?.message }, 'unavailable');
    } else if (httpError.status >= 500) {
      ctx.state.log?.error({ err }, 'request failed');
    } else {
      ctx.state.log?.debug({ status: httpError.status, message: httpError.message }, 'request refused');
    }
    ctx.status = httpError.status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = httpError.field ? { message: httpError.message, field: httpError.field } : { message: httpError.message };
    if (httpError.status === 401 && ctx.get('Authorization')) ctx.set('WWW-Authenticate', 'Bearer');
  }
}
