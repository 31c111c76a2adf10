import { toMyProfileResponse } from '@oeuvre/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { DashboardPage } from './DashboardPage';

const artists = [1, 2, 3].map((id) => ({
  id,
  slug: `artist-${id}`,
  fullName: `Artist ${id}`,
  displayName: null,
  city: 'Lagos',
  country: 'Nigeria',
  profileImageUrl: null,
  disciplines: [],
  // The second joined yesterday: New by its age, wherever it stands in the row.
  createdAt: id === 2 ? new Date(Date.now() - 86_400_000).toISOString() : '2020-01-01T00:00:00.000Z',
}));

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 3, facets: { disciplines: [], locations: [] } });

describe('DashboardPage', () => {
  it('greets by first name, links to the profile and shows the featured artists, badged, New by age', async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
        '/api/directory': () => json(page(artists.map((a) => ({ ...a, featured: true })))),
        '/api/artists': () => json([]),
      }).fetch,
    );
    renderPage(<DashboardPage />, { user: artistUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Frida!' })).toBeTruthy();
    expect(await screen.findByText('Mexico City, Mexico')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe('/artists/frida-kahlo');
    expect(screen.getByRole('link', { name: 'Edit CV' }).getAttribute('href')).toBe('/create-cv');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Artists' })).toBeTruthy();
    expect(cards.map((card) => within(card).queryByText('Featured') !== null)).toEqual([true, true, true]);
    expect(cards.map((card) => within(card).queryByText('New') !== null)).toEqual([false, true, false]);
    expect(screen.getByRole('link', { name: /Browse the full directory/ }).getAttribute('href')).toBe(
      '/artists',
    );
  });

  it("says there is no profile yet and offers to create one; 'Artist' stands in for a missing first name", async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        '/api/my-profile': () => json({ message: 'Not found' }, 404),
        '/api/directory': () => json(page([])),
        '/api/artists': () => json([]),
      }).fetch,
    );
    renderPage(<DashboardPage />, { user: { ...artistUser, firstName: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Artist!' })).toBeTruthy();
    expect(await screen.findByText("You don't have an artist profile yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your CV' }).getAttribute('href')).toBe('/create-cv');
  });

  it('shows the newest artists, under their own heading and without a Featured badge, while nobody is featured; New by age only', async () => {
    const old = artists.map((a) => ({ ...a, createdAt: '2020-01-01T00:00:00.000Z' }));
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
        '/api/directory': () => json(page([])),
        '/api/artists': () => json(old),
      }).fetch,
    );
    renderPage(<DashboardPage />, { user: artistUser });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Recently Published Artists' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Featured Artists' })).toBeNull();
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });
});
