import type Router from '@koa/router';
import type { AppDeps } from './app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

/** Every API router, in one list: a reader finds each feature's routes from here. */
export function apiRouters(deps: AppDeps): Router[] {
  return [healthRoutes(deps)];
}
