import { describe, expect, it } from 'vitest';
import { matchPublicRoute } from './public-routes.ts';
import { venueSearchOf } from './venue-search.ts';

describe('the venue list search of an address', () => {
  it('keeps the filters that are set, trimmed; an unknown kind or a bad page is none', () => {
    expect(venueSearchOf(new URLSearchParams('q=%20kunst%20&city=Kiel&kind=museum&page=3'))).toEqual({
      q: 'kunst',
      city: 'Kiel',
      kind: 'museum',
      page: 3,
    });
    expect(venueSearchOf(new URLSearchParams('q=&kind=castle&page=1.5'))).toEqual({ page: 1 });
    expect(venueSearchOf(new URLSearchParams('page=-2'))).toEqual({ page: 1 });
  });

  it('the venue pages are public routes whose data the server sends', () => {
    expect(matchPublicRoute('/venues')?.route).toMatchObject({ data: 'venues', preload: true });
    expect(matchPublicRoute('/venues/tate-modern-london')).toEqual({
      route: expect.objectContaining({ path: '/venues/:slug', data: 'venue' }),
      slug: 'tate-modern-london',
    });
  });
});
