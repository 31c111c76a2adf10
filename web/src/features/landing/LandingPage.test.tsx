import type { ArtistSummary, DirectoryPage } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, renderPage } from '@/test/render';
import { serverPaths } from '@oeuvre/ui/lib/paths';
import { bandCount } from './ArtFromTheDirectory';
import { LandingPage } from './LandingPage';

const upload = (n: number) => `/uploads/ab/${String(n).repeat(32).slice(0, 32)}-1600.webp`;

function artist(id: number, work?: ArtistSummary['work']): ArtistSummary {
  return {
    id,
    slug: `artist-${id}`,
    fullName: `Artist Number${id}`,
    displayName: null,
    city: 'Porto',
    country: 'Portugal',
    profileImageUrl: null,
    disciplines: ['painting'],
    createdAt: '2020-01-01T00:00:00.000Z',
    ...(work ? { work } : {}),
  };
}

const page = (items: ArtistSummary[]): DirectoryPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 9,
  facets: { disciplines: [], locations: [] },
});

function serve(items: ArtistSummary[], featured: ArtistSummary[] = []) {
  const network = fakeNetwork({
    '/api/directory?featured=true&page=1&pageSize=6': () => json(page(featured)),
    '/api/directory': () => json(page(items)),
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

describe('LandingPage', () => {
  it('shows a band of published works and the newest artists, each leading to the artist’s page', async () => {
    const network = serve([
      artist(1, { title: 'Ebb', imageUrl: upload(1), imageWidth: 1600, imageHeight: 800 }),
      artist(2),
      artist(3, { title: 'Flood', imageUrl: upload(3) }),
      artist(4, { title: 'Tide', imageUrl: upload(4), imageWidth: 900, imageHeight: 1200 }),
    ]);
    renderPage(<LandingPage />, { user: null, route: '/' });

    const band = await screen.findByRole('region', { name: 'From the Directory' });
    const works = within(band).getAllByRole('link');
    expect(works.map((a) => a.getAttribute('href'))).toEqual(['/artists/artist-1', '/artists/artist-3', '/artists/artist-4']);
    expect(within(works[0]!).getByText('Ebb')).toBeTruthy();
    expect(within(works[0]!).getByText('Artist Number1')).toBeTruthy();
    // Every work at the cards' fixed crop (the stylesheet's), whatever its own shape.
    const ebb = works[0]!.querySelector('img')!;
    expect(ebb.className).toBe('band-work-image');
    expect(ebb.getAttribute('srcset')).toBe(`${upload(1).replace('-1600', '-400')} 400w, ${upload(1)} 1600w`);

    const newest = screen.getByRole('region', { name: 'Recently Published Artists' });
    const cards = within(newest).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'Artist Number2' }).getAttribute('href')).toBe('/artists/artist-2');
    expect(within(newest).getByRole('link', { name: 'See every artist in the directory' }).getAttribute('href')).toBe('/artists');
    // The newest artists and the featured ones, one request each.
    expect(network.calls.map((c) => c.url).filter((u) => u.startsWith('/api/directory')).sort()).toEqual([
      '/api/directory?featured=true&page=1&pageSize=6',
      '/api/directory?page=1&pageSize=9',
    ]);

    // The spec's sections stay, the static card included.
    expect(screen.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Complete CV Solution for Artists' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    // One call to join after the hero's, closing the page: not two back to back.
    const joinLinks = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === serverPaths.login);
    expect(joinLinks.map((a) => a.textContent)).toEqual(['Join as an Artist', 'Create Your CV']);
    const sections = document.querySelectorAll('section');
    expect(sections[sections.length - 1]!.contains(joinLinks[1]!)).toBe(true);
  });

  it('never shows a work twice: the band takes the works of the artists after the newest row', async () => {
    const withWork = (id: number) => artist(id, { title: `Work ${id}`, imageUrl: upload(id) });
    serve([1, 2, 3, 4, 5, 6, 7, 8, 9].map(withWork));
    const { unmount } = renderPage(<LandingPage />, { user: null, route: '/' });
    const band = await screen.findByRole('region', { name: 'From the Directory' });
    const bandLinks = within(band)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(bandLinks).toEqual([4, 5, 6, 7, 8, 9].map((id) => `/artists/artist-${id}`));
    const newest = screen.getByRole('region', { name: 'Recently Published Artists' });
    const rowLinks = within(newest)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link', { name: /Artist Number/ }).getAttribute('href'));
    expect(rowLinks).toEqual([1, 2, 3].map((id) => `/artists/artist-${id}`));
    expect(bandLinks.filter((href) => rowLinks.includes(href))).toEqual([]);
    unmount();

    // Too few after the row to fill one of three: the band shows the newest works, the row's among them.
    serve([1, 2, 3, 4, 5].map(withWork));
    renderPage(<LandingPage />, { user: null, route: '/' });
    const small = await screen.findByRole('region', { name: 'From the Directory' });
    expect(within(small).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3].map((id) => `/artists/artist-${id}`),
    );
  });

  it('keeps its own sections and shows no empty band or row while the directory is empty or unreachable', async () => {
    const network = serve([]);
    const { unmount } = renderPage(<LandingPage />, { user: null, route: '/' });
    await waitFor(() => expect(network.calls.some((c) => c.url.startsWith('/api/directory'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'From the Directory' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently Published Artists' })).toBeNull();
    // No artist is featured: no 'Featured Artists' at all.
    expect(screen.queryByRole('heading', { name: 'Featured Artists' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    unmount();

    vi.stubGlobal('fetch', fakeNetwork({ '/api/directory': () => new Response('boom', { status: 500 }) }).fetch);
    renderPage(<LandingPage />, { user: null, route: '/' });
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently Published Artists' })).toBeNull();
  });

  it('fills Featured Artists with the artists an admin features, each badged Featured', async () => {
    const chosen = { ...artist(7, { title: 'Salt', imageUrl: upload(7) }), featured: true as const };
    serve([artist(1), artist(2)], [chosen]);
    renderPage(<LandingPage />, { user: null, route: '/' });
    const section = await screen.findByRole('region', { name: 'Featured Artists' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: 'Artist Number7' }).getAttribute('href')).toBe('/artists/artist-7');
    expect(within(cards[0]!).getByText('Featured')).toBeTruthy();
    // The newest artists are not featured: no badge on their cards.
    const newest = screen.getByRole('region', { name: 'Recently Published Artists' });
    expect(within(newest).queryByText('Featured')).toBeNull();
  });

  it('shows as many works as fill whole rows of three (and of two on a phone)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map(bandCount)).toEqual([0, 1, 2, 3, 3, 3, 6, 6, 6]);
  });
});
