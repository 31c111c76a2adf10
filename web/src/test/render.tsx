import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/app/AppProviders';
import { CURRENT_USER_KEY, type CurrentUser } from '@/lib/current-user';

interface Options {
  /** The signed-in user; null for a visitor; leave undefined to let the real request run. */
  user?: CurrentUser | null;
  route?: string;
  path?: string;
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Renders a page inside a router and a fresh SWR cache, like the real app does. */
export function renderPage(ui: ReactElement, { user, route = '/', path = '*', extraRoutes = [] }: Options = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [route] });
  const fallback = user === undefined ? {} : { [CURRENT_USER_KEY]: user };
  const result = render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map(), fallback }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...result, router };
}

export const artistUser: CurrentUser = {
  id: 1,
  email: 'frida@example.org',
  firstName: 'Frida',
  lastName: 'Kahlo',
  profileImageUrl: null,
  isAdmin: false,
};

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * A fake fetch at the network boundary: answers by 'METHOD /path' or '/path' (any method),
 * with or without the query string; records every call.
 */
export function fakeNetwork(routes: Record<string, Handler>) {
  const calls: { url: string; method: string; init?: RequestInit }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method, init });
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const bare = path.split('?')[0] ?? '';
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${bare}`] ?? routes[path] ?? routes[bare];
    if (!handler) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return handler(init);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
