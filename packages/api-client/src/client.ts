// createApiClient: the client (core.ts) over the contract's route table, reduced to what calls need at run time.
import { routes, SECTIONS } from '@oeuvre/contract';
import { type ApiClient, createClientFrom } from './core.ts';
import { routeIndexOf, sectionItemPathsOf } from './route-index.ts';
import type { ClientOptions } from './transport.ts';

export type { ApiClient, RouteCall, RouteCalls, SectionCalls } from './core.ts';

export function createApiClient(options: ClientOptions = {}): ApiClient {
  return createClientFrom(routeIndexOf(routes), sectionItemPathsOf(SECTIONS), options);
}
