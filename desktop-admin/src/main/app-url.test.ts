import { describe, expect, it } from 'vitest';
import { appLocation, isAppUrl, isSafeExternalUrl, isSameOrigin } from './app-url.ts';

describe('app URLs', () => {
  it('loads the packaged app from its private scheme and the dev server in development', () => {
    expect(appLocation(undefined)).toEqual({
      entryUrl: 'app://oeuvre/index.html',
      origin: 'app://oeuvre',
      dev: false,
    });
    expect(appLocation('http://localhost:5173/')).toEqual({
      entryUrl: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
      dev: true,
    });
  });

  it('compares origins of custom schemes too', () => {
    expect(isSameOrigin('app://oeuvre/a', 'app://oeuvre/b?c#d')).toBe(true);
    expect(isSameOrigin('app://oeuvre/a', 'app://other/a')).toBe(false);
    expect(isSameOrigin('https://a.example:443/', 'https://a.example/')).toBe(true);
    expect(isSameOrigin('https://a.example/', 'http://a.example/')).toBe(false);
    expect(isSameOrigin('not a url', 'app://oeuvre/')).toBe(false);
    expect(isAppUrl('app://oeuvre/admin', appLocation(undefined))).toBe(true);
  });

  it('sends only https links outside', () => {
    expect(isSafeExternalUrl('https://example.org/page')).toBe(true);
    for (const url of [
      'http://example.org',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://u:p@example.org',
      'nonsense',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });
});
