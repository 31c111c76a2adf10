import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { contactMessage, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

function setup(overrides: Record<string, FakeHandler> = {}) {
  const message = contactMessage();
  const server = fakeServer({
    'GET /api/admin/stats': () => stats({ unreadMessages: 1 }),
    'GET /api/admin/inbox': () => [message, contactMessage({ id: 12, subject: 'Old note', isRead: true })],
    'PATCH /api/admin/inbox/:id/read': () => ({ ...message, isRead: true }),
    'DELETE /api/admin/inbox/:id': () => undefined,
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/inbox' }) };
}

describe('Inbox', () => {
  test("dates read 'MMM d, yyyy'; opening an unread message marks it read", async () => {
    const { user, server } = setup();
    const header = await screen.findByRole('button', { name: /Studio visit/ });
    expect(header.textContent).toContain('Jan 5, 2025');
    expect(within(header).getByText('New')).toBeTruthy();
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Could I visit the studio next week?')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('PATCH', '/api/admin/inbox/11/read')).toHaveLength(1));
    await waitFor(() => expect(within(header).queryByText('New')).toBeNull());
  });

  test('a message already read is not marked again', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: /Old note/ }));
    expect(server.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  test("a failed mark-as-read says 'Failed to mark message as read'", async () => {
    const { user, notices } = setup({ 'PATCH /api/admin/inbox/:id/read': () => answer(500) });
    await user.click(await screen.findByRole('button', { name: /Studio visit/ }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Failed to mark message as read' })),
    );
  });

  test('delete is confirmed; a failure says so and keeps the message', async () => {
    const { user, server, notices } = setup({ 'DELETE /api/admin/inbox/:id': () => answer(500) });
    await user.click(await screen.findByRole('button', { name: /Studio visit/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Delete the message from Ada Visitor?')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notices).toContainEqual(expect.objectContaining({ title: 'Failed to delete message' })),
    );
    expect(server.callsTo('DELETE', '/api/admin/inbox/11')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Studio visit/ })).toBeTruthy();
  });
});
