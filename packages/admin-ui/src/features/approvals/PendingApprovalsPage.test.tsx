import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { artistProfile, artistRecord, pendingApproval, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { changeCells } from '../../test/changes-table.ts';

function setup(overrides: Record<string, FakeHandler> = {}) {
  const fresh = pendingApproval(
    artistProfile({ id: 5, fullName: 'Nora New', slug: 'nora-new', publishedAt: null }),
  );
  const published = artistProfile({ id: 6, fullName: 'Paul Painter', slug: 'paul-painter', city: 'Paris' });
  const changed = pendingApproval({ ...published, city: 'Lyon' }, published);
  const server = fakeServer({
    'GET /api/admin/stats': () => stats({ pendingApprovals: 2 }),
    'GET /api/admin/pending-approvals': () => [fresh, changed],
    'POST /api/admin/approve/:id': () => artistRecord({ id: 5 }),
    'POST /api/admin/reject/:id': () => artistRecord({ id: 6, isApproved: false }),
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/pending' }) };
}

describe('Pending Approvals', () => {
  test('a published artist shows what changed side by side; a new one is marked new', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Changes since the published version' });
    expect(changeCells(table, 'City')).toEqual(['Paris', 'Lyon']);
    const nora = screen.getByText('Nora New').closest('li') as HTMLElement;
    expect(within(nora).getByText('New profile')).toBeTruthy();
    expect(within(nora).queryByRole('table')).toBeNull();
  });

  test('each card links to the full draft, which shows every field and section read only', async () => {
    const draft = pendingApproval(
      artistProfile({
        id: 6,
        fullName: 'Paul Painter',
        profileImageUrl: '/uploads/pp/portrait.webp',
        works: [
          {
            id: 2,
            title: 'Dusk',
            medium: 'Oil',
            dimensions: null,
            year: '2020',
            imageUrl: '/uploads/pp/dusk.webp',
            exhibition: null,
          },
        ],
      }),
    );
    const { user } = setup({ 'GET /api/admin/artists/:id': () => draft });
    const link = await screen.findByRole('link', { name: 'Open the full draft of Paul Painter' });
    expect(link.getAttribute('href')).toBe('/admin/artists/draft/6');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft of Paul Painter' })).toBeTruthy();
    const works = screen.getByRole('region', { name: 'Selected Works' });
    // Captioned as the public page captions a work: 'Title, year', then the medium.
    expect(works.textContent).toContain('Dusk, 2020Oil');
    expect(works.textContent).not.toContain('/uploads/');
    expect(within(works).getByRole('img', { name: 'Image of Dusk' }).getAttribute('src')).toBe(
      '/uploads/pp/dusk.webp',
    );
    expect(screen.getByRole('img', { name: 'Profile image' })).toBeTruthy();
    expect(document.title).toBe('Draft of Paul Painter · Admin · Oeuvre');
  });

  test('each card says what changed in one line; a new profile what it holds', async () => {
    const published = artistProfile({ id: 6, fullName: 'Paul Painter', city: 'Paris' });
    const show = (id: number, title: string) => ({ id, title, venue: 'Kunsthalle', city: 'Berlin', year: '2021', notes: null });
    const changed = pendingApproval(
      { ...published, city: 'Lyon', groupExhibitions: [show(1, 'Tides'), show(2, 'Salt')] },
      published,
    );
    const fresh = pendingApproval(
      artistProfile({ id: 5, fullName: 'Nora New', publishedAt: null, soloExhibitions: [show(3, 'Low Water')] }),
    );
    setup({ 'GET /api/admin/pending-approvals': () => [fresh, changed] });
    const paul = (await screen.findByText('Paul Painter')).closest('li') as HTMLElement;
    expect(paul.querySelector('[data-summary]')?.textContent).toBe('Changes: City changed, +2 Group Exhibitions');
    const nora = screen.getByText('Nora New').closest('li') as HTMLElement;
    expect(nora.querySelector('[data-summary]')?.textContent).toBe('New profile: 1 Solo Exhibitions');
  });

  test('the full draft approves and rejects: back to the queue after either', async () => {
    const draft = pendingApproval(artistProfile({ id: 5, fullName: 'Nora New', publishedAt: null, isPending: true }));
    const { user, server, notices } = setup({ 'GET /api/admin/artists/:id': () => draft });
    await user.click(await screen.findByRole('link', { name: 'Open the full draft of Nora New' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft of Nora New' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve Nora New' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve/5')).toHaveLength(1));
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ title: 'Profile Approved' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Approvals' })).toBeTruthy();

    await user.click(await screen.findByRole('link', { name: 'Open the full draft of Nora New' }));
    await user.click(await screen.findByRole('button', { name: 'Reject Nora New' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Add a statement.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/reject/5')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Approvals' })).toBeTruthy();
  });

  test('approve publishes and leaves the queue', async () => {
    const { user, server, notices } = setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Nora New' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve/5')).toHaveLength(1));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Profile Approved' })),
    );
  });

  test('reject sends the reason the artist will see', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Paul Painter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Paul Painter?' });
    expect(dialog.textContent).toContain('The artist will see this reason.');
    await user.type(within(dialog).getByLabelText(/Reason/), '  Please add your exhibitions.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/reject/6')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/reject/6')[0]?.body).toEqual({
      reason: 'Please add your exhibitions.',
    });
  });

  test('reject without a reason sends none; cancel sends nothing', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Nora New' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Nora New' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/reject/5')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/reject/5')[0]?.body).toEqual({});
  });

  test("a failed approval says 'Failed to approve artist profile' and keeps the profile", async () => {
    const { user, notices } = setup({ 'POST /api/admin/approve/:id': () => answer(500) });
    await user.click(await screen.findByRole('button', { name: 'Approve Nora New' }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Failed to approve artist profile' })),
    );
    expect(screen.getByText('Nora New')).toBeTruthy();
  });

  test('an empty queue says so', async () => {
    setup({ 'GET /api/admin/pending-approvals': () => [] });
    expect(await screen.findByText('No profiles waiting for review')).toBeTruthy();
  });
});
