/*
 * The admin screens' API client, built in this one file: @oeuvre/api-client against the configured
 * server, sending the desktop token as `Authorization: Bearer`.
 */
import { createApiClient, type ApiClient } from '@oeuvre/api-client';

export type { ApiClient };

/** The token is read once from the main process (the client asks for its header synchronously). */
export function createDesktopApiClient(serverUrl: string, token: string): ApiClient {
  return createApiClient({ baseUrl: serverUrl, getAuthHeader: () => `Bearer ${token}` });
}
