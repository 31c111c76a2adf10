// @oeuvre/api-client: the typed fetch client used by the web app and the desktop admin.
export {
  createApiClient,
  type ApiClient,
  type RouteCall,
  type RouteCalls,
  type SectionCalls,
} from './client.ts';
export { ApiError, errorMessage, isApiError } from './api-error.ts';
export type { RouteKey } from './route-key.ts';
export {
  runAction,
  type ActionMessages,
  type ActionNotice,
  type ActionReport,
  type ActionResult,
} from './run-action.ts';
export { createClientFrom } from './core.ts';
export {
  routeIndexOf,
  sectionItemPathsOf,
  type RouteEntry,
  type RouteIndex,
  type SectionItemPaths,
} from './route-index.ts';
export type { RequestFn, RequestOptions, UploadFields } from './request.ts';
export {
  buildUrl,
  type ClientOptions,
  type Query,
  type UploadOptions,
  type UploadProgress,
} from './transport.ts';
