import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeServer, tablePage } from '../../test/fake-server.ts';
import { artistRecord, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

function setup(remove: () => unknown = () => undefined, feature: () => unknown = () => undefined) {
  const artists = [
    artistRecord({ id: 3, slug: 'mia-example', fullName: 'Mia Example', city: 'Berlin' }),
    artistRecord({
      id: 4,
      slug: 'zoe-lind',
      fullName: 'Zoë Lind',
      displayName: 'Zoë L.',
      city: 'Oslo',
      country: 'Norway',
    }),
  ];
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/artists/search': (req) =>
      tablePage(artists, req, (a) => [a.fullName, a.displayName, a.email, a.city, a.country]),
    'PUT /api/admin/artists/:id/featured': (req) => {
      const refused = feature();
      if (refused !== undefined) return refused;
      const artist = artists.find((a) => String(a.id) === req.params.id)!;
      artist.featured = (req.body as { featured: boolean }).featured;
      return artist;
    },
    'DELETE /api/admin/artists/:id': (req) => {
      const result = remove();
      if (result === undefined)
        artists.splice(
          artists.findIndex((a) => String(a.id) === req.params.id),
          1,
        );
      return result;
    },
  });
  return { server, ...renderAdmin(server, { path: '/admin/artists' }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const searches = (server: ReturnType<typeof setup>['server']) =>
  server.calls.filter((c) => c.path === '/api/admin/artists/search').map((c) => c.query);

describe('Published Artists', () => {
  test('search is sent to the server as you type, once typing pauses, and starts again from page 1', async () => {
    const { user, server } = setup();
    await rowOf('Mia Example');
    expect(searches(server).at(-1)).toMatchObject({ sort: 'created', order: 'desc', page: '1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'zo');
    await waitFor(() => expect(screen.queryByText('Mia Example')).toBeNull());
    expect(screen.getByText('Zoë L.')).toBeTruthy();
    // One request for the two keystrokes, not one per key.
    expect(searches(server).filter((q) => q.q !== undefined).map((q) => q.q)).toEqual(['zo']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search artists' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'nowhere');
    expect(await screen.findByText('No artists match your search')).toBeTruthy();
  });

  test('a column header sorts on the server, and again the other way round', async () => {
    const { user, server } = setup();
    await rowOf('Mia Example');
    const table = screen.getByRole('table', { name: 'Published artists' });
    await user.click(within(table).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(searches(server).at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(searches(server).at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));
    await user.click(within(table).getByRole('button', { name: /^Published/ }));
    await waitFor(() => expect(searches(server).at(-1)).toMatchObject({ sort: 'published', order: 'desc' }));
  });

  test('the pager says where the table is and asks the server for the next page', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      artistRecord({ id: 100 + i, slug: `artist-${i}`, fullName: `Artist Number${i}` }),
    );
    const server = fakeServer({
      'GET /api/admin/stats': () => stats(),
      'GET /api/admin/artists/search': (req) => tablePage(many, req, (a) => [a.fullName]),
    });
    const { user } = renderAdmin(server, { path: '/admin/artists' });
    await rowOf('Artist Number0');
    const pager = screen.getByRole('navigation', { name: 'Published artists pages' });
    expect(pager.textContent).toContain('1–25 of 30 · Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await rowOf('Artist Number29');
    expect(server.calls.at(-1)?.query).toMatchObject({ page: '2' });
    expect(pager.textContent).toContain('26–30 of 30 · Page 2 of 2');
    expect(screen.queryByText('Artist Number0')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  test('view opens the public page in a new tab; edit goes to the edit screen', async () => {
    setup();
    const row = await rowOf('Mia Example');
    const view = within(row).getByRole('link', { name: 'View Mia Example' });
    expect(view.getAttribute('href')).toBe('/artists/mia-example');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(within(row).getByRole('link', { name: 'Edit Mia Example' }).getAttribute('href')).toBe(
      '/admin/artists/edit/3',
    );
  });

  test('delete asks first, naming the artist; cancel deletes nothing', async () => {
    const { user, server, notices } = setup();
    await user.click(within(await rowOf('Mia Example')).getByRole('button', { name: 'Delete Mia Example' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Delete Mia Example?')).toBeTruthy();
    expect(alert.textContent).toContain('The artist profile of Mia Example will be deleted permanently');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(notices).toEqual([]);
    expect(screen.getByText('Mia Example')).toBeTruthy();
  });

  test("confirming deletes that artist and says 'Artist profile deleted'", async () => {
    const { user, server, notices } = setup();
    await user.click(within(await rowOf('Zoë L.')).getByRole('button', { name: 'Delete Zoë L.' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Delete Zoë L.?')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/artists/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Zoë L.')).toBeNull());
    expect(notices).toContainEqual(
      expect.objectContaining({ title: 'Artist profile deleted', intent: 'success' }),
    );
    expect(screen.getByText('Mia Example')).toBeTruthy();
  });

  test("a failed delete keeps the artist and says 'Failed to delete the artist profile'", async () => {
    const { user, notices } = setup(() => answer(500, { message: '' }));
    await user.click(within(await rowOf('Mia Example')).getByRole('button', { name: 'Delete Mia Example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Failed to delete the artist profile. Please try again.',
        description: undefined,
        intent: 'danger',
      }),
    );
    expect(
      within(screen.getByRole('table', { name: 'Published artists' })).getByText('Mia Example'),
    ).toBeTruthy();
  });

  test("the Featured switch features the artist and says so; switched off, it stops", async () => {
    const { user, server, notices } = setup();
    const row = await rowOf('Mia Example');
    const toggle = within(row).getByRole('checkbox', { name: 'Feature Mia Example' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/artists/3/featured')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/artists/3/featured')[0]?.body).toEqual({ featured: true });
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(notices).toContainEqual(expect.objectContaining({ title: 'Artist featured', intent: 'success' }));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/artists/3/featured')).toHaveLength(2));
    expect(server.callsTo('PUT', '/api/admin/artists/3/featured')[1]?.body).toEqual({ featured: false });
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(notices).toContainEqual(expect.objectContaining({ title: 'Artist no longer featured' }));
  });

  test('a refused change leaves the switch as it was and says why', async () => {
    const { user, notices } = setup(undefined, () => answer(500, { message: '' }));
    const toggle = within(await rowOf('Mia Example')).getByRole('checkbox', { name: 'Feature Mia Example' }) as HTMLInputElement;
    await user.click(toggle);
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Failed to change whether the artist is featured', intent: 'danger' })),
    );
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});
