import { describe, expect, it } from 'vitest';
import { isAppPage, matchPublicRoute, PUBLIC_ROUTES } from './public-routes.ts';

describe('the public routes', () => {
  it('match the pages a visit starts on, with the slug of an artist page', () => {
    expect(matchPublicRoute('/')?.route.data).toBe('directory');
    expect(matchPublicRoute('/artists')?.route.path).toBe('/artists');
    expect(matchPublicRoute('/artists/')?.route.path).toBe('/artists');
    expect(matchPublicRoute('/artists/jane-doe-2')).toEqual({ route: expect.objectContaining({ path: '/artists/:slug', data: 'artist' }), slug: 'jane-doe-2' });
    expect(matchPublicRoute('/resources/cv-guide/')?.route.page?.export).toBe('CvGuidePage');
    expect(matchPublicRoute('/about')?.route.page?.module).toBe('src/features/info/AboutPage.tsx');
  });

  it('match nothing else: signed-in pages, deeper paths, slugs that are never made', () => {
    for (const path of ['/profile', '/create-cv', '/admin', '/contact', '/artists/jane-doe/works', '/artists/Jane', '/artists/-x', '/aboutx', '//about', `/artists/${'a'.repeat(201)}`])
      expect(matchPublicRoute(path), path).toBeUndefined();
  });

  it('name each page module once, and preload only lazily loaded pages', () => {
    const modules = PUBLIC_ROUTES.flatMap((r) => (r.page ? [r.page.module] : []));
    expect(new Set(modules).size).toBe(modules.length);
    for (const route of PUBLIC_ROUTES) if (route.preload) expect(route.page, route.path).toBeDefined();
  });

  it("tell the app's pages from addresses that are none (the not-found page)", () => {
    for (const path of ['/', '/artists', '/artists/jane-doe', '/about/', '/create-cv', '/create-cv/', '/create-cv/import', '/profile', '/contact', '/admin', '/admin/', '/admin/artists/edit/3'])
      expect(isAppPage(path), path).toBe(true);
    for (const path of ['/nope', '/artists/jane-doe/works', '/profile/x', '/create-cv/x', '/admins', '/resources', '//about', '/about/us'])
      expect(isAppPage(path), path).toBe(false);
  });
});
