// The API client once its chunk has been evaluated (api-client.ts puts it here, api.ts reads it): a module of its own so
// that neither imports the other.
import type { ApiClient } from '@oeuvre/api-client';

let loaded: ApiClient | undefined;

/** Called by api-client.ts once it is evaluated: from then on `api` calls the client at once. */
export function provideClient(real: ApiClient): void {
  loaded = real;
}

/** The client, when its chunk has been evaluated. */
export const loadedClient = (): ApiClient | undefined => loaded;
