import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appLocation } from './app-url.ts';
import { appContentSecurityPolicy, guardNavigation, rewriteHeaders } from './security.ts';

const packaged = appLocation(undefined);
const dev = appLocation('http://localhost:5173');
const server = 'https://oeuvre.example.org';

/** Enough of a WebContents to drive its navigation events. */
function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  });
  const navigate = (name: string, url: string, extra: object = {}) => {
    const event = {
      url,
      isMainFrame: true,
      ...extra,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    emitter.emit(name, event);
    return event.defaultPrevented ? 'refused' : 'allowed';
  };
  return {
    contents: contents as unknown as WebContents,
    navigate,
    openWindow: (url: string) => openHandler!({ url }),
  };
}

describe('navigation guards', () => {
  it('lets the window move within the app and nowhere else', () => {
    const { contents, navigate } = fakeContents();
    guardNavigation(
      contents,
      packaged,
      vi.fn(async () => {}),
    );

    expect(navigate('will-navigate', 'app://oeuvre/index.html')).toBe('allowed');
    expect(navigate('will-navigate', 'app://oeuvre/admin/artists')).toBe('allowed');
    expect(navigate('will-navigate', 'https://evil.example.com/')).toBe('refused');
    expect(navigate('will-navigate', 'app://elsewhere/index.html')).toBe('refused');
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe('refused');
    expect(navigate('will-frame-navigate', 'https://evil.example.com/', { isMainFrame: false })).toBe(
      'refused',
    );
    expect(navigate('will-frame-navigate', 'app://oeuvre/frame.html', { isMainFrame: false })).toBe(
      'allowed',
    );
    expect(navigate('will-redirect', 'https://evil.example.com/')).toBe('refused');
  });

  it('accepts the dev server as the app in development only', () => {
    const devWindow = fakeContents();
    guardNavigation(
      devWindow.contents,
      dev,
      vi.fn(async () => {}),
    );
    expect(devWindow.navigate('will-navigate', 'http://localhost:5173/')).toBe('allowed');
    expect(devWindow.navigate('will-navigate', 'http://localhost:5174/')).toBe('refused');

    const packagedWindow = fakeContents();
    guardNavigation(
      packagedWindow.contents,
      packaged,
      vi.fn(async () => {}),
    );
    expect(packagedWindow.navigate('will-navigate', 'http://localhost:5173/')).toBe('refused');
  });

  it('hands https links to the system browser and refuses http, file and javascript links', () => {
    const openExternal = vi.fn(async () => {});
    const { contents, navigate, openWindow } = fakeContents();
    guardNavigation(contents, packaged, openExternal);

    navigate('will-navigate', 'https://www.tate.org.uk/art/artists');
    expect(openWindow('https://example.org/help')).toEqual({ action: 'deny' });
    for (const url of [
      'http://example.org/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.org/',
      'mailto:a@b.c',
    ]) {
      expect(openWindow(url)).toEqual({ action: 'deny' });
      navigate('will-navigate', url);
    }
    expect(openWindow('app://oeuvre/index.html')).toEqual({ action: 'deny' });

    expect(openExternal.mock.calls).toEqual([
      ['https://www.tate.org.uk/art/artists'],
      ['https://example.org/help'],
    ]);
  });

  it('refuses webviews', () => {
    const { contents, navigate } = fakeContents();
    guardNavigation(
      contents,
      packaged,
      vi.fn(async () => {}),
    );
    expect(navigate('will-attach-webview', 'https://example.org/')).toBe('refused');
  });
});

describe('response headers', () => {
  const document = (url: string) => ({
    url,
    method: 'GET',
    resourceType: 'mainFrame' as const,
    statusCode: 200,
    responseHeaders: {},
  });

  it('gives the app page a strict CSP that names the server', () => {
    const policy = appContentSecurityPolicy(packaged, `${server}/oeuvre`);
    expect(policy).toContain(`connect-src 'self' ${server}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(appContentSecurityPolicy(packaged, null)).toContain("connect-src 'self';");

    const rewritten = rewriteHeaders(
      { ...document('http://localhost:5173/'), responseHeaders: { 'content-security-policy': ['x'] } },
      dev,
      server,
    );
    expect(rewritten?.responseHeaders).toEqual({
      'Content-Security-Policy': [appContentSecurityPolicy(dev, server)],
    });
  });

  it('lets only the app read the configured server, and fixes the preflight of a server without CORS', () => {
    const fromApp = {
      url: `${server}/api/admin/stats`,
      method: 'GET',
      resourceType: 'xhr' as const,
      initiatorOrigin: 'app://oeuvre',
      statusCode: 200,
      responseHeaders: { 'access-control-allow-origin': ['*'] },
    };
    const answer = rewriteHeaders(fromApp, packaged, server);
    expect(answer?.responseHeaders).toMatchObject({
      'Access-Control-Allow-Origin': ['app://oeuvre'],
      'Access-Control-Allow-Headers': ['authorization, content-type, accept'],
    });
    expect(answer?.responseHeaders).not.toHaveProperty('access-control-allow-origin');
    expect(answer?.statusLine).toBeUndefined();

    const preflight = rewriteHeaders({ ...fromApp, method: 'OPTIONS', statusCode: 404 }, packaged, server);
    expect(preflight?.statusLine).toBe('HTTP/1.1 204 No Content');

    expect(
      rewriteHeaders({ ...fromApp, initiatorOrigin: 'https://evil.example.com' }, packaged, server),
    ).toBeNull();
    expect(rewriteHeaders({ ...fromApp, url: 'https://other.example.org/api' }, packaged, server)).toBeNull();
    expect(rewriteHeaders(fromApp, packaged, null)).toBeNull();
  });
});
