/*
 * The admin screens' API client, built in this one file. It calls the server directly and sends
 * the desktop token as `Authorization: Bearer`, asked from the main process on every request.
 * Once @oeuvre/api-client exports createApiClient, this becomes
 * `createApiClient({ baseUrl: serverUrl, getAuthHeader })`.
 */
import { desktop } from './desktop.ts';

export interface DesktopApiClient {
  baseUrl: string;
  getAuthHeader(): Promise<string | undefined>;
  /** fetch() against the server; failed answers throw "<status>: <body text or status text>". */
  request(path: string, init?: RequestInit): Promise<Response>;
}

export async function getAuthHeader(): Promise<string | undefined> {
  const token = await desktop.getToken();
  return token ? `Bearer ${token}` : undefined;
}

export function createDesktopApiClient(serverUrl: string): DesktopApiClient {
  return {
    baseUrl: serverUrl,
    getAuthHeader,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      const authorization = await getAuthHeader();
      if (authorization) headers.set('authorization', authorization);
      const response = await fetch(`${serverUrl}${path}`, { ...init, headers, credentials: 'omit' });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`${response.status}: ${text || response.statusText}`);
      }
      return response;
    },
  };
}
