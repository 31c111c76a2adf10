import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { AdminApp } from './AdminApp.tsx';
import { answer, fakeServer } from './test/fake-server.ts';
import { stats } from './test/fixtures.ts';
import { renderAdmin } from './test/render-admin.tsx';

describe('access', () => {
  test("a signed-out visitor (401 on the stats call) is turned away with 'Access Denied'", async () => {
    const server = fakeServer({ 'GET /api/admin/stats': () => answer(401, { message: 'Sign in required' }) });
    const onAccessDenied = vi.fn();
    const { notices } = renderAdmin(server, { onAccessDenied });
    await waitFor(() => expect(onAccessDenied).toHaveBeenCalledWith('signed-out'));
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([
      {
        title: 'Access Denied',
        description: 'You must be logged in to access the admin area',
        intent: 'danger',
      },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  test("a signed-in non-admin (403) is turned away with 'Admin Access Required'", async () => {
    const server = fakeServer({ 'GET /api/admin/stats': () => answer(403, { message: 'Forbidden' }) });
    const onAccessDenied = vi.fn();
    const { notices } = renderAdmin(server, { onAccessDenied });
    await waitFor(() => expect(onAccessDenied).toHaveBeenCalledWith('not-admin'));
    expect(notices[0]).toMatchObject({
      title: 'Admin Access Required',
      description: 'You do not have permission to access this area',
    });
  });

  test('an admin is not turned away, and other failures are not taken for a refusal', async () => {
    const server = fakeServer({
      'GET /api/admin/stats': () => answer(500, { message: 'Something went wrong. Please try again.' }),
    });
    const onAccessDenied = vi.fn();
    renderAdmin(server, { onAccessDenied });
    expect(await screen.findByText('Failed to fetch stats')).toBeTruthy();
    expect(onAccessDenied).not.toHaveBeenCalled();
  });
});

describe('dashboard', () => {
  test('cards with the numbers; unread messages lead to the inbox with a red badge', async () => {
    const server = fakeServer({
      'GET /api/admin/stats': () =>
        stats({
          unreadMessages: 3,
          pendingApprovals: 2,
          publishedArtists: 40,
          totalArtists: 45,
          totalUsers: 60,
        }),
    });
    renderAdmin(server);
    const cards = await screen.findByRole('list', { name: 'Site numbers' });
    const unread = within(cards).getByRole('link', { name: /Unread Messages/ });
    expect(unread.getAttribute('href')).toBe('/admin/inbox');
    expect(within(unread).getByLabelText('3 unread').className).toContain('intent-danger');
    expect(within(cards).getByText('Total Artists').closest('li')?.textContent).toContain('45');
    expect(
      within(cards)
        .getByRole('link', { name: /Pending Approvals/ })
        .getAttribute('href'),
    ).toBe('/admin/pending');
  });

  test('no red badge when nothing is unread', async () => {
    renderAdmin(fakeServer({ 'GET /api/admin/stats': () => stats() }));
    await screen.findByRole('list', { name: 'Site numbers' });
    expect(screen.queryByLabelText(/unread$/)).toBeNull();
  });

  test("recent activity with an icon by type, or 'No recent activity to display'", async () => {
    const server = fakeServer({
      'GET /api/admin/stats': () =>
        stats({
          recentActivity: [
            {
              id: 'a',
              type: 'approval',
              message: 'Mia Example was approved',
              timestamp: new Date(2025, 0, 5, 9, 0).toISOString(),
            },
            {
              id: 'b',
              type: 'rejection',
              message: 'Leo Example was rejected',
              timestamp: new Date(2025, 0, 4, 9, 0).toISOString(),
            },
            {
              id: 'c',
              type: 'other',
              message: 'Settings changed',
              timestamp: new Date(2025, 0, 3, 9, 0).toISOString(),
            },
          ],
        }),
    });
    renderAdmin(server);
    const approval = (await screen.findByText('Mia Example was approved')).closest('li') as HTMLElement;
    expect(approval.querySelector('[data-icon="tick-circle"]')).not.toBeNull();
    expect(approval.textContent).toContain('Jan 5, 2025');
    const rejection = screen.getByText('Leo Example was rejected').closest('li') as HTMLElement;
    expect(rejection.querySelector('[data-icon="cross-circle"]')).not.toBeNull();
    const other = screen.getByText('Settings changed').closest('li') as HTMLElement;
    expect(other.querySelector('[data-icon="info-sign"]')).not.toBeNull();

    const empty = fakeServer({ 'GET /api/admin/stats': () => stats() });
    renderAdmin(empty);
    expect(await screen.findByText('No recent activity to display')).toBeTruthy();
  });
});

describe('hosts', () => {
  test('the sidebar lists the sections under the base path', async () => {
    renderAdmin(fakeServer({ 'GET /api/admin/stats': () => stats({ unreadMessages: 2 }) }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.replace(/\d+$/, ''), l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Artists', '/admin/artists'],
      ['Users', '/admin/users'],
      ['Pending Approvals', '/admin/pending'],
      ['Inbox', '/admin/inbox'],
      ['Outbox', '/admin/outbox'],
      ['Venues', '/admin/venues'],
      ['Settings', '/admin/settings'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  test('without a router around it (desktop) it keeps its own history and follows the menu', async () => {
    const server = fakeServer({ 'GET /api/admin/stats': () => stats(), 'GET /api/admin/users/search': () => ({ items: [], total: 0, page: 1, pageSize: 25 }) });
    let go: ((path: string) => void) | undefined;
    render(
      <AdminApp
        client={server.client}
        host="desktop"
        toaster={{ show: () => {} }}
        navigationRequests={(listener) => {
          go = listener;
          return () => {
            go = undefined;
          };
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(go).toBeDefined());
    go?.('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('No users yet')).toBeTruthy();
  });

  test('a CSV handed over by the desktop app opens Batch Upload with the file chosen', async () => {
    const server = fakeServer({
      'GET /api/admin/stats': () => stats(),
      'GET /api/admin/artists/search': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    let deliver: ((file: { name: string; bytes: Uint8Array }) => void) | undefined;
    render(
      <AdminApp
        client={server.client}
        host="desktop"
        toaster={{ show: () => {} }}
        csvFiles={(listener) => {
          deliver = listener;
          return () => {};
        }}
      />,
    );
    await waitFor(() => expect(deliver).toBeDefined());
    deliver?.({ name: 'artists.csv', bytes: new TextEncoder().encode('fullName,email,city,country\n') });
    expect(await screen.findByText('artists.csv')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Batch Upload', selected: true })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
