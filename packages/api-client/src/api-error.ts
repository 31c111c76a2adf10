// A failed call's error: message "<status>: <body text or status text>", plus the parsed body.
import type { ApiErrorBody } from '@oeuvre/contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The raw response text ('' when the body was empty). */
    readonly bodyText: string,
    /** The parsed JSON body when there was one (the server sends `{ message }`). */
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's `message`, when its body carried one. */
  get serverMessage(): string | undefined {
    const message = (this.body as Partial<ApiErrorBody> | null | undefined)?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** What to show the user: the server's message if present, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (isApiError(err) && err.serverMessage) || fallback;
}

/** Build the ApiError for a failed response's status and text. */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  return new ApiError(status, statusText, text, parseJson(text));
}

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
