// A fake Oeuvre server behind a real @oeuvre/api-client: routes answer from handlers, calls are recorded.
import { createApiClient } from '@oeuvre/api-client';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query string's values ('' when none). */
  query: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (req: FakeRequest) => unknown;

/** An answer other than 200 with this body. */
export const answer = (status: number, body?: unknown): FakeAnswer & { fake: true } => ({
  status,
  body,
  fake: true,
});

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

export function fakeServer(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://oeuvre.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ') as [string, string];
      const params = routeMethod === method ? matchPath(pattern, url.pathname) : null;
      if (!params) continue;
      const req = { method, path: url.pathname, params, query: Object.fromEntries(url.searchParams), body };
      calls.push(req);
      const result = await handler(req);
      const { status, body: payload } =
        result && typeof result === 'object' && 'fake' in result
          ? (result as unknown as FakeAnswer)
          : { status: 200, body: result };
      if (payload === undefined) return new Response(null, { status: status === 200 ? 204 : status });
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    calls.push({ method, path: url.pathname, params: {}, query: Object.fromEntries(url.searchParams), body });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  };

  /** Uploads with progress go through XMLHttpRequest: this one reports two steps, then answers like fetch. */
  class FakeXhr {
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      setTimeout(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        const response = await fetch(this.url, { method: this.method, body });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      }, 0);
    }
  }

  return {
    client: createApiClient({ fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest }),
    calls,
    /** The recorded calls of one route, e.g. callsTo('DELETE', '/api/admin/artists/3'). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/**
 * A page of a server-side table as the server would answer it: the rows whose fields hold every word of `q`,
 * then `page` of `pageSize` (25). Sorting is left out: the tests check which sort was asked for.
 */
export function tablePage<Row>(rows: Row[], req: FakeRequest, fields: (row: Row) => (string | null | undefined)[]) {
  const words = (req.query.q ?? '').toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/\s+/).filter(Boolean);
  const found = rows.filter((row) => {
    const text = fields(row).filter(Boolean).join(' ').toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
    return words.every((word) => text.includes(word));
  });
  const page = Number(req.query.page ?? 1);
  const pageSize = Number(req.query.pageSize ?? 25);
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
}
