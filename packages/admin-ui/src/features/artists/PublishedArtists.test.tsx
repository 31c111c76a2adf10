import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, fakeServer } from '../../test/fake-server.ts';
import { artistRecord, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

function setup(remove: () => unknown = () => undefined) {
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
    'GET /api/admin/artists/approved': () => artists,
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

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('Published Artists', () => {
  test('search finds artists by name without accents, city or country', async () => {
    const { user } = setup();
    await rowOf('Mia Example');
    await user.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'zoe');
    expect(screen.queryByText('Mia Example')).toBeNull();
    expect(screen.getByText('Zoë L.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search artists' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'nowhere');
    expect(screen.getByText('No artists match your search')).toBeTruthy();
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
    await user.click(within(await rowOf('Mia Example')).getByRole('button', { name: 'Delete' }));
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
    await user.click(within(await rowOf('Zoë L.')).getByRole('button', { name: 'Delete' }));
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

  test('a failed delete keeps the artist and shows the spec message', async () => {
    const { user, notices } = setup(() => answer(500, { message: '' }));
    await user.click(within(await rowOf('Mia Example')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Failed to delete the artist profile. Please try again.',
        description: undefined,
        intent: 'danger',
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Published artists' })).getByText('Mia Example'),
    ).toBeTruthy();
  });
});
