/* The window's fences: where it may navigate, what it may open, which headers it gets, no permissions. */
import type {
  HeadersReceivedResponse,
  OnHeadersReceivedListenerDetails,
  Session,
  WebContents,
} from 'electron';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { isAppUrl, isSafeExternalUrl, isSameOrigin, originOf, type AppLocation } from './app-url.ts';

export type OpenExternal = (url: string) => Promise<void>;

/** Keeps a window on the app: other pages are refused, https ones go to the system browser. */
export function guardNavigation(
  contents: WebContents,
  location: AppLocation,
  openExternal: OpenExternal,
): void {
  const sendOutside = (url: string) => {
    if (isSafeExternalUrl(url)) void openExternal(url);
  };
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, location)) return;
    event.preventDefault();
    sendOutside(event.url);
  });
  // Subframes only: the main frame is decided by will-navigate above, which also opens links outside.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame && !isAppUrl(event.url, location)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    sendOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function appContentSecurityPolicy(location: AppLocation, serverUrl: string | null): string {
  return contentSecurityPolicy({ serverSources: serverUrl ? [originOf(serverUrl)] : [], dev: location.dev });
}

const CORS_ALLOWED_HEADERS = 'authorization, content-type, accept';
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * Response headers for one request. The app's own pages get the CSP; the configured server's
 * answers to the app get CORS headers naming only the app, since the server cannot know the
 * app's private origin. Anything else passes untouched (null).
 */
export function rewriteHeaders(
  details: Pick<
    OnHeadersReceivedListenerDetails,
    'url' | 'method' | 'resourceType' | 'initiatorOrigin' | 'statusCode' | 'responseHeaders'
  >,
  location: AppLocation,
  serverUrl: string | null,
): HeadersReceivedResponse | null {
  const headers = { ...(details.responseHeaders ?? {}) };
  const isDocument = details.resourceType === 'mainFrame' || details.resourceType === 'subFrame';
  if (isDocument && isAppUrl(details.url, location)) {
    setHeader(headers, 'Content-Security-Policy', appContentSecurityPolicy(location, serverUrl));
    return { responseHeaders: headers };
  }
  if (isAppRequestToServer(details, location, serverUrl)) {
    setHeader(headers, 'Access-Control-Allow-Origin', location.origin);
    setHeader(headers, 'Access-Control-Allow-Credentials', 'true');
    setHeader(headers, 'Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    setHeader(headers, 'Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    setHeader(headers, 'Access-Control-Max-Age', '600');
    setHeader(headers, 'Vary', 'Origin');
    const failedPreflight =
      details.method === 'OPTIONS' && (details.statusCode < 200 || details.statusCode > 299);
    // A server without CORS support answers the preflight 404/405; the real request still goes to it.
    return failedPreflight
      ? { responseHeaders: headers, statusLine: 'HTTP/1.1 204 No Content' }
      : { responseHeaders: headers };
  }
  return null;
}

/** A request the app's page made to the configured server. */
export function isAppRequestToServer(
  details: Pick<OnHeadersReceivedListenerDetails, 'url' | 'initiatorOrigin'>,
  location: AppLocation,
  serverUrl: string | null,
): serverUrl is string {
  return !!serverUrl && details.initiatorOrigin === location.origin && isSameOrigin(details.url, serverUrl);
}

function setHeader(headers: Record<string, string | string[]>, name: string, value: string): void {
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  }
  headers[name] = [value];
}

/**
 * Session-wide rules: headers as above, and every permission (camera, notifications, ...) refused.
 * A 401 from the server to the app is reported, so the app can check whether the token was revoked.
 */
export function hardenSession(
  session: Session,
  location: AppLocation,
  getServerUrl: () => string | null,
  onServerRefusedApp: () => void,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const serverUrl = getServerUrl();
    callback(rewriteHeaders(details, location, serverUrl) ?? {});
    if (details.statusCode === 401 && isAppRequestToServer(details, location, serverUrl))
      onServerRefusedApp();
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
