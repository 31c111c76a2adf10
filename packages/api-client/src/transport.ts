// One HTTP call with the client's rules: credentials always, JSON in and out, ApiError on failure.
import { parseJson, toApiError } from './api-error.ts';

export interface ClientOptions {
  /** Prefix for every path ('' = same origin, as in the browser). */
  baseUrl?: string;
  /** Authorization header value (the desktop app's bearer token); cookies are sent regardless. */
  getAuthHeader?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  /** XMLHttpRequest implementation for uploads with progress (defaults to the global one). */
  XMLHttpRequest?: typeof globalThis.XMLHttpRequest;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface SendOptions {
  query?: Query;
  /** FormData goes as multipart (the browser sets its content type); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100 */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** A successful response's body: undefined for 204 or an empty body, JSON when it parses, else text. */
function readBody(status: number, text: string, contentType: string | null): unknown {
  if (status === 204 || text === '') return undefined;
  if (contentType?.includes('json')) return JSON.parse(text);
  return parseJson(text) ?? text;
}

export function createTransport(options: ClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function headersFor(body: unknown): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const auth = options.getAuthHeader?.();
    if (auth) headers.Authorization = auth;
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function send(
    method: string,
    path: string,
    { query, body, signal }: SendOptions = {},
  ): Promise<unknown> {
    const response = await doFetch(buildUrl(baseUrl, path, query), {
      method,
      credentials: 'include',
      headers: headersFor(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    if (!response.ok) throw toApiError(response.status, response.statusText, text);
    return readBody(response.status, text, response.headers.get('content-type'));
  }

  /** POST a form; with onProgress it goes through XMLHttpRequest to report real upload progress. */
  function upload(
    path: string,
    form: FormData,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<unknown> {
    const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    if (!onProgress || !Xhr) return send('POST', path, { body: form, signal });
    return new Promise((resolve, reject) => {
      const xhr = new Xhr();
      xhr.withCredentials = true; // before open(): some implementations read it there
      xhr.open('POST', buildUrl(baseUrl, path));
      for (const [name, value] of Object.entries(headersFor(form))) xhr.setRequestHeader(name, value);
      let lastTotal = 0;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          lastTotal = event.total;
          onProgress({
            loaded: event.loaded,
            total: event.total,
            percent: Math.round((event.loaded / event.total) * 100),
          });
        }
      };
      xhr.onload = () => {
        const text = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(toApiError(xhr.status, xhr.statusText, text));
          return;
        }
        // Small bodies may finish without a final progress event: the server's answer means all of it arrived.
        onProgress({ loaded: lastTotal, total: lastTotal, percent: 100 });
        try {
          resolve(readBody(xhr.status, text, xhr.getResponseHeader('content-type')));
        } catch (err) {
          reject(err);
        }
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  return { baseUrl, send, upload };
}

export type Transport = ReturnType<typeof createTransport>;
