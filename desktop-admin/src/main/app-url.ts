/* Which URLs are the app itself, and which may be handed to the system browser. */

export const APP_SCHEME = 'app';
export const APP_HOST = 'oeuvre';
/** The packaged window loads from this private scheme instead of file:// (a real, fixed origin). */
export const PACKAGED_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export interface AppLocation {
  /** What the window loads first. */
  entryUrl: string;
  /** The page's origin as Chromium reports it (CORS initiator). */
  origin: string;
  dev: boolean;
}

/** In development electron-vite serves the renderer over http and names it in ELECTRON_RENDERER_URL. */
export function appLocation(devServerUrl: string | undefined): AppLocation {
  if (devServerUrl) return { entryUrl: devServerUrl, origin: new URL(devServerUrl).origin, dev: true };
  return { entryUrl: PACKAGED_ENTRY_URL, origin: `${APP_SCHEME}://${APP_HOST}`, dev: false };
}

/** Compares scheme, host and port by hand: Node gives custom schemes an opaque "null" origin. */
export function isSameOrigin(a: string, b: string): boolean {
  const left = parse(a);
  const right = parse(b);
  return !!left && !!right && left.protocol === right.protocol && left.host === right.host;
}

export function isAppUrl(url: string, location: AppLocation): boolean {
  return isSameOrigin(url, location.entryUrl);
}

/** Only https links leave the app, opened in the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  const parsed = parse(url);
  return (
    !!parsed && parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.hostname !== ''
  );
}

export function originOf(url: string): string {
  return new URL(url).origin;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
