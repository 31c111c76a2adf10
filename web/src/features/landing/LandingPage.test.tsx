import type { ArtistSummary, DirectoryPage } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, renderPage } from '@/test/render';
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

function serve(items: ArtistSummary[]) {
  const network = fakeNetwork({ '/api/directory': () => json(page(items)) });
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
    const ebb = works[0]!.querySelector('img')!;
    expect([ebb.getAttribute('width'), ebb.getAttribute('height')]).toEqual(['1600', '800']);
    expect(ebb.getAttribute('srcset')).toBe(`${upload(1).replace('-1600', '-400')} 400w, ${upload(1)} 1600w`);

    const newest = screen.getByRole('region', { name: 'Recently Published Artists' });
    const cards = within(newest).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'Artist Number2' }).getAttribute('href')).toBe('/artists/artist-2');
    expect(within(newest).getByRole('link', { name: 'See every artist in the directory' }).getAttribute('href')).toBe('/artists');
    expect(network.calls.filter((c) => c.url.startsWith('/api/directory'))).toHaveLength(1);

    // The spec's sections stay, the static card included.
    expect(screen.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Complete CV Solution for Artists' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toBeTruthy();
  });

  it('keeps its own sections and shows no empty band or row while the directory is empty or unreachable', async () => {
    const network = serve([]);
    const { unmount } = renderPage(<LandingPage />, { user: null, route: '/' });
    await waitFor(() => expect(network.calls.some((c) => c.url.startsWith('/api/directory'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'From the Directory' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently Published Artists' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Featured Artists' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    unmount();

    vi.stubGlobal('fetch', fakeNetwork({ '/api/directory': () => new Response('boom', { status: 500 }) }).fetch);
    renderPage(<LandingPage />, { user: null, route: '/' });
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently Published Artists' })).toBeNull();
  });
});
