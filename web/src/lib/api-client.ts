// The API client itself, with the contract's route table and answer checks: loaded by `api` (api.ts) on the first call
// (and preloaded beside the app); once evaluated, `api` calls it directly.
import { createApiClient } from '@oeuvre/api-client';
import { provideClient } from './api-loaded';

export const client = createApiClient();
provideClient(client);
