import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer, tablePage } from '../../test/fake-server.ts';
import { adminUser, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

function setup(overrides: Record<string, FakeHandler> = {}) {
  const leo = adminUser({ id: 7 });
  const ada = adminUser({
    id: 1,
    email: 'admin@oeuvre.test',
    firstName: 'Ada',
    lastName: 'Admin',
    isAdmin: true,
  });
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/users/search': (req) => tablePage([ada, leo], req, (u) => [u.email, u.firstName, u.lastName]),
    'PUT /api/admin/users/:id/freeze': () => {
      leo.isFrozen = true;
      return leo;
    },
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/users' }) };
}

describe('Users', () => {
  test('freezing asks first; cancel changes nothing', async () => {
    const { user, server, notices } = setup();
    await user.click(await screen.findByRole('button', { name: 'Freeze Leo Example' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Freeze the account of Leo Example?')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(notices).toEqual([]);
  });

  test("confirmed freeze: 'Account Frozen', the user marked Frozen with Unfreeze offered", async () => {
    const { user, server, notices } = setup();
    await user.click(await screen.findByRole('button', { name: 'Freeze Leo Example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ title: 'Account Frozen' })));
    expect(server.callsTo('PUT', '/api/admin/users/7/freeze')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Unfreeze Leo Example' })).toBeTruthy();
  });

  test("the server's refusal is shown under the action's failure title", async () => {
    const { user, notices } = setup({
      'PUT /api/admin/users/:id/remove-admin': () =>
        answer(409, { message: 'The site must keep at least one active admin' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove admin Ada Admin' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove admin' }),
    );
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Failed to remove admin rights',
        description: 'The site must keep at least one active admin',
        intent: 'danger',
      }),
    );
  });

  test("a failure without a message says 'Please try again'", async () => {
    const { user, notices } = setup({ 'DELETE /api/admin/users/:id/delete': () => answer(500) });
    await user.click(await screen.findByRole('button', { name: 'Delete Leo Example' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('deleted permanently');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Failed to delete user account',
        description: 'Please try again',
        intent: 'danger',
      }),
    );
  });

  test("deleting: 'Account Deleted' and the user leaves the list", async () => {
    const { user, notices } = setup({ 'DELETE /api/admin/users/:id/delete': () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Delete Leo Example' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Account Deleted' })),
    );
  });
});
