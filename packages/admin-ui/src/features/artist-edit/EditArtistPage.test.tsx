import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { artistProfile, artistRecord, pendingApproval, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

const item = {
  id: 21,
  title: 'Harbour at Night',
  // Older items keep the details as JSON in the description.
  description: '{"description":"Oil study","year":"2019","medium":"Oil on linen","dimensions":"40 x 50 cm"}',
  fileType: 'image' as const,
  fileUrl: '/uploads/harbour.webp',
  year: null,
  medium: null,
  dimensions: null,
};

function setup(overrides: Record<string, FakeHandler> = {}) {
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/artists/:id': () => artistProfile({ id: 3, version: 4 }),
    'GET /api/admin/gallery-items/:artistId': () => [item],
    'PATCH /api/admin/artists/:id': (req) => artistRecord({ ...(req.body as object), id: 3, version: 5 }),
    'PATCH /api/admin/gallery-items/:id': (req) => ({ ...item, ...(req.body as object) }),
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/artists/edit/3' }) };
}

describe('Edit artist', () => {
  test('fields are checked with the admin rules before saving', async () => {
    const { user, server } = setup();
    const fullName = await screen.findByLabelText(/Full name/);
    await user.clear(fullName);
    await user.type(fullName, 'M');
    const website = screen.getByLabelText(/Website/);
    await user.type(website, 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Website must be a valid URL starting with http:// or https://')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  test("saves with the version read; a bare 'https://' website counts as none", async () => {
    const { user, server, notices } = setup();
    const city = await screen.findByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Leipzig');
    await user.type(screen.getByLabelText(/Website/), 'https://');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/admin/artists/3')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/api/admin/artists/3')[0]?.body).toMatchObject({
      city: 'Leipzig',
      version: 4,
    });
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ title: 'Artist Updated' })));
  });

  test('a published artist with a change waiting: the form shows the published version and sends only what the admin changed', async () => {
    const shown = artistProfile({ id: 3, city: 'Turin', website: null });
    const draft = pendingApproval(artistProfile({ id: 3, version: 6, city: 'Unreviewed City' }), shown);
    const { user, server } = setup({ 'GET /api/admin/artists/:id': () => draft });
    expect(await screen.findByText('You are editing the published version')).toBeTruthy();
    expect(screen.getByText(/The artist has a change waiting for review/)).toBeTruthy();
    const city = screen.getByLabelText(/City/) as HTMLInputElement;
    expect(city.value).toBe('Turin');
    await user.type(screen.getByLabelText(/Website/), 'https://fixed.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/admin/artists/3')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/api/admin/artists/3')[0]?.body).toEqual({
      website: 'https://fixed.example',
      version: 6,
    });
  });

  test('a rejected change to a published artist says so with the reason', async () => {
    const draft = {
      ...pendingApproval(artistProfile({ id: 3 }), artistProfile({ id: 3 })),
      isPending: false,
      rejectionReason: 'Images missing',
    };
    setup({ 'GET /api/admin/artists/:id': () => draft });
    expect(await screen.findByText('You are editing the published version')).toBeTruthy();
    expect(screen.getByText(/last change was rejected: Images missing/)).toBeTruthy();
  });

  test('a never-published profile: the admin edits the draft (pending review); nothing changed, nothing sent', async () => {
    const draft = pendingApproval(artistProfile({ id: 3, publishedAt: null }));
    const { user, server, notices } = setup({ 'GET /api/admin/artists/:id': () => draft });
    expect(await screen.findByText('You are editing the draft (pending review)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Nothing to save' })),
    );
    expect(server.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  test("someone else's change in between: the server's 409 message under 'Failed to update the artist profile'", async () => {
    const { user, notices } = setup({
      'PATCH /api/admin/artists/:id': () =>
        answer(409, { message: 'This was changed by someone else. Reload and try again.' }),
    });
    await user.type(await screen.findByLabelText(/City/), ' an der Saale');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Failed to update the artist profile',
        description: 'This was changed by someone else. Reload and try again.',
        intent: 'danger',
      }),
    );
  });

  test('gallery items show details read from older JSON descriptions', async () => {
    setup();
    const card = (await screen.findByText('Harbour at Night')).closest('li') as HTMLElement;
    expect(card.textContent).toContain('2019 · Oil on linen · 40 x 50 cm');
    expect(card.textContent).toContain('Oil study');
  });

  test("adding a gallery item without an image: 'File Required' and nothing sent", async () => {
    const { user, server, notices } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Gallery Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Gallery Item' });
    expect(dialog.textContent).toContain('Images up to 10MB');
    await user.type(within(dialog).getByLabelText(/Title/), 'New work');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(notices).toContainEqual({
      title: 'File Required',
      description: 'Please select a file to upload',
      intent: 'danger',
    });
    expect(within(dialog).getByText('Please select a file to upload')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('editing a gallery item sends its text', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour at Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gallery Item' });
    expect((within(dialog).getByLabelText('Medium') as HTMLInputElement).value).toBe('Oil on linen');
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Harbour, Night');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/admin/gallery-items/21')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/api/admin/gallery-items/21')[0]?.body).toMatchObject({
      title: 'Harbour, Night',
      year: '2019',
      description: 'Oil study',
    });
  });

  test('deleting a gallery item asks first, naming it', async () => {
    const { user, server } = setup({ 'DELETE /api/admin/gallery-items/:id': () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Delete Harbour at Night' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Delete Harbour at Night?')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/gallery-items/21')).toHaveLength(1));
  });

  test('an unknown artist says so', async () => {
    setup({ 'GET /api/admin/artists/:id': () => answer(404, { message: 'Not found' }) });
    expect(await screen.findByText('Artist not found')).toBeTruthy();
  });
});
