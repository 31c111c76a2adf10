import type { ArtistSummary, DirectoryPage as DirectoryResult } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, renderPage } from '@/test/render';
import { DirectoryPage } from './DirectoryPage';

function artist(id: number, overrides: Partial<ArtistSummary> = {}): ArtistSummary {
  return {
    id,
    slug: `artist-${id}`,
    fullName: `Artist Number${id}`,
    displayName: null,
    city: 'Berlin',
    country: 'Germany',
    profileImageUrl: `/uploads/a${id}.webp`,
    disciplines: ['painting'],
    createdAt: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function result(items: ArtistSummary[], total: number, page = 1): DirectoryResult {
  return {
    items,
    total,
    page,
    pageSize: 9,
    facets: {
      disciplines: [
        { value: 'painting', count: 20 },
        { value: 'sculpture', count: 5 },
      ],
      locations: [
        { value: 'Berlin', count: 12 },
        { value: 'Germany', count: 14 },
      ],
    },
  };
}

function serveDirectory(answer: (url: URL) => Response | Promise<Response>) {
  const network = fakeNetwork({ '/api/directory': () => json({}) });
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith('/api/directory')) return answer(new URL(path, 'http://localhost'));
    return network.fetch(input, init);
  });
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

describe('DirectoryPage', () => {
  it('shows six skeleton cards while loading, then the cards with badges and labels', async () => {
    let answer: ((r: Response) => void) | undefined;
    serveDirectory(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<DirectoryPage />, { user: null, route: '/artists' });

    expect(screen.getAllByTestId('artist-card-skeleton')).toHaveLength(6);
    const fresh = artist(2, { createdAt: new Date().toISOString(), disciplines: [], fullName: 'Fresh Face', displayName: 'FF Studio' });
    // The search is sent once the API client has loaded (lib/api.ts): answer it then.
    await waitFor(() => expect(answer).toBeDefined());
    const chosen = artist(4, { featured: true, work: { title: 'Salt', imageUrl: '/uploads/w4.webp' } });
    answer!(json(result([artist(1), fresh, artist(3, { disciplines: ['sculpture', 'painting'] }), chosen], 4)));

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.queryByTestId('artist-card-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: '4 artists' })).toBeTruthy();

    // Featured follows the artist an admin features, never a place in the grid.
    expect(cards.map((card) => within(card).queryByText('Featured') !== null)).toEqual([false, false, false, true]);
    // A card with a work leads with it, the portrait small beside the name; one without shows the portrait.
    expect(cards[3]!.querySelector('.artist-card-media img')?.getAttribute('src')).toBe('/uploads/w4.webp');
    expect(cards[3]!.querySelector('.artist-card-body img')?.getAttribute('src')).toBe('/uploads/a4.webp');
    expect(cards[0]!.querySelector('.artist-card-media img')?.getAttribute('src')).toBe('/uploads/a1.webp');
    expect(cards[0]!.querySelector('.artist-card-body img')).toBeNull();
    expect(within(cards[1]!).getByText('New')).toBeTruthy();
    expect(within(cards[0]!).queryByText('New')).toBeNull();

    expect(within(cards[0]!).getByText('Painting')).toBeTruthy();
    expect(within(cards[1]!).getByText('Mixed Media')).toBeTruthy();
    expect(within(cards[2]!).getByText('Sculpture')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'FF Studio' }).getAttribute('href')).toBe('/artists/artist-2');
    expect(within(cards[0]!).getByText('Berlin, Germany')).toBeTruthy();
  });

  it('shows initials when a card image is broken', async () => {
    serveDirectory(() => json(result([artist(1, { fullName: 'Hilma af Klint' })], 1)));
    renderPage(<DirectoryPage />, { user: null, route: '/artists' });
    const card = await screen.findByRole('article');
    const img = card.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card.querySelector('img')).toBeNull());
    expect(card.querySelector('.artist-image-initials')?.textContent).toBe('HK');
  });

  it('shows the portrait in place of a work that fails to load, and the initials when that fails too', async () => {
    serveDirectory(() =>
      json(result([artist(1, { fullName: 'Hilma af Klint', work: { title: 'Altarpiece', imageUrl: '/uploads/w1.webp' } })], 1)),
    );
    renderPage(<DirectoryPage />, { user: null, route: '/artists' });
    const card = await screen.findByRole('article');
    const media = () => card.querySelector('.artist-card-media')!;
    expect(media().querySelector('img')?.getAttribute('src')).toBe('/uploads/w1.webp');
    media().querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(media().querySelector('img')?.getAttribute('src')).toBe('/uploads/a1.webp'));
    // The portrait is not shown twice.
    expect(card.querySelector('.artist-card-body img')).toBeNull();
    media().querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card.querySelector('img')).toBeNull());
    expect(media().querySelector('.artist-image-initials')?.textContent).toBe('HK');
  });

  it("shows the spec's empty state", async () => {
    serveDirectory(() => json(result([], 0)));
    renderPage(<DirectoryPage />, { user: null, route: '/artists?q=nobody' });
    expect(await screen.findByRole('heading', { name: 'No artists found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or check back later for new artists.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('sends the URL state to the server and pages with previous, next and up to three numbers', async () => {
    const user = userEvent.setup();
    const fetchImpl = serveDirectory((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(result(Array.from({ length: 9 }, (_, i) => artist(page * 100 + i)), 40, page));
    });
    const { router } = renderPage(<DirectoryPage />, { user: null, route: '/artists?q=berlin&discipline=painting&page=2' });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    const requested = new URL(String(fetchImpl.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(requested.searchParams)).toEqual({ q: 'berlin', discipline: 'painting', page: '2', pageSize: '9' });

    const numbers = within(pager).getAllByRole('button', { name: /^Page / });
    expect(numbers.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    // The count of the whole list and the page it is on, beside the pager.
    expect(within(pager).getByText('40 artists')).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 5')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin&discipline=painting&page=3'));
    const pager3 = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(within(pager3).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'));
    expect(within(pager3).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['2', '3', '4']);

    await user.click(within(pager3).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin&discipline=painting&page=2'));
  });

  it('names on each card the discipline the list is filtered by, not the artist’s first', async () => {
    serveDirectory(() =>
      json(result([artist(1, { disciplines: ['painting', 'sculpture'] }), artist(2, { disciplines: ['sculpture'] })], 2)),
    );
    renderPage(<DirectoryPage />, { user: null, route: '/artists?discipline=sculpture' });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Sculpture')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Painting')).toBeNull();
    expect(within(cards[1]!).getByText('Sculpture')).toBeTruthy();
  });

  it('disables Previous on the first page and Next on the last', async () => {
    serveDirectory((url) => json(result([artist(1)], 18, Number(url.searchParams.get('page') ?? 1))));
    renderPage(<DirectoryPage />, { user: null, route: '/artists' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: /Previous/ }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(false);
    expect(within(pager).getByRole('button', { name: 'Last page, 2' }).hasAttribute('disabled')).toBe(false);
  });

  it('goes to the first and the last page at once, and keeps the search', async () => {
    const user = userEvent.setup();
    serveDirectory((url) => json(result([artist(1)], 90, Number(url.searchParams.get('page') ?? 1))));
    const { router } = renderPage(<DirectoryPage />, { user: null, route: '/artists?q=berlin&page=4' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Last page, 10' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin&page=10'));
    const last = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(within(last).getByRole('button', { name: 'Last page, 10' }).hasAttribute('disabled')).toBe(true));
    await user.click(within(last).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin'));
  });

  it('sorts by name or by the latest change, sends the order and starts again from page one', async () => {
    const user = userEvent.setup();
    const fetchImpl = serveDirectory(() => json(result([artist(1)], 1)));
    const { router } = renderPage(<DirectoryPage />, { user: null, route: '/artists?q=berlin&page=2' });
    const sort = await screen.findByLabelText('Sort by');
    expect((sort as HTMLSelectElement).value).toBe('');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Name', 'Recently updated']);
    await user.selectOptions(sort, 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin&sort=name'));
    await waitFor(() =>
      expect(fetchImpl.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('sort=name')),
    );
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'updated');
    await waitFor(() => expect(router.state.location.search).toBe('?q=berlin&sort=updated'));
  });

  it('builds the filters from the facets and a choice resets to page one', async () => {
    const user = userEvent.setup();
    serveDirectory(() => json(result([artist(1)], 1)));
    const { router } = renderPage(<DirectoryPage />, { user: null, route: '/artists?page=2' });
    const category = await screen.findByLabelText('Category');
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Sculpture (5)' })).toBeTruthy());
    expect(within(screen.getByLabelText('Location')).getByRole('option', { name: 'Germany (14)' })).toBeTruthy();

    await user.selectOptions(category, 'sculpture');
    await waitFor(() => expect(router.state.location.search).toBe('?discipline=sculpture'));
  });

  it('says "1,000+ artists" and lists the facets without counts when a search matched more than the server counts', async () => {
    serveDirectory(() => json(result([artist(1)], 1001)));
    renderPage(<DirectoryPage />, { user: null, route: '/artists?q=london' });
    expect(await screen.findByRole('heading', { name: '1,000+ artists' })).toBeTruthy();
    expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Sculpture' })).toBeTruthy();
    expect(within(screen.getByLabelText('Location')).getByRole('option', { name: 'Germany' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(false);
  });

  it('puts the search in the URL', async () => {
    const user = userEvent.setup();
    serveDirectory(() => json(result([artist(1)], 1)));
    const { router } = renderPage(<DirectoryPage />, { user: null, route: '/artists' });
    await user.type(await screen.findByLabelText('Search'), 'tokyo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tokyo'));
  });

  it('offers a retry when the directory fails to load', async () => {
    serveDirectory(() => new Response('down', { status: 503 }));
    renderPage(<DirectoryPage />, { user: null, route: '/artists' });
    expect(await screen.findByText('The directory could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
