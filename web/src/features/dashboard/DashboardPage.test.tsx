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
  createdAt: '2020-01-01T00:00:00.000Z',
}));

describe('DashboardPage', () => {
  it('greets by first name, links to the profile and badges the first card Featured and the second New', async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
        '/api/artists': () => json(artists),
      }).fetch,
    );
    renderPage(<DashboardPage />, { user: artistUser });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Frida!' })).toBeTruthy();
    expect(await screen.findByText('Mexico City, Mexico')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe('/artists/frida-kahlo');
    expect(screen.getByRole('link', { name: 'Edit CV' }).getAttribute('href')).toBe('/create-cv');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Featured')).toBeTruthy();
    expect(within(cards[1]!).getByText('New')).toBeTruthy();
    expect(within(cards[2]!).queryByText('Featured')).toBeNull();
    expect(screen.getByRole('link', { name: /Browse the full directory/ }).getAttribute('href')).toBe(
      '/artists',
    );
  });

  it("says there is no profile yet and offers to create one; 'Artist' stands in for a missing first name", async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        '/api/my-profile': () => json({ message: 'Not found' }, 404),
        '/api/artists': () => json([]),
      }).fetch,
    );
    renderPage(<DashboardPage />, { user: { ...artistUser, firstName: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Artist!' })).toBeTruthy();
    expect(await screen.findByText("You don't have an artist profile yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your CV' }).getAttribute('href')).toBe('/create-cv');
  });
});
