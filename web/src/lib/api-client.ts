// The API client itself: loaded by `api` (api.ts) on the first call (and preloaded beside the app); once evaluated,
// `api` calls it directly. Made from the route index the build writes from the contract's route table
// (`virtual:oeuvre-route-index`, vite.config.ts): methods and paths, none of the schemas, which the server checks.
import { createClientFrom } from '@oeuvre/api-client/core';
import { routeIndex, sectionItemPaths } from 'virtual:oeuvre-route-index';
import { provideClient } from './api-loaded';

export const client = createClientFrom(routeIndex, sectionItemPaths);
provideClient(client);
