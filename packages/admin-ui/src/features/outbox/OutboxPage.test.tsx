import { screen, within } from '@testing-library/react';
import type { OutboxMessageView } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { answer, fakeServer } from '../../test/fake-server.ts';
import { stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

const email = (overrides: Partial<OutboxMessageView> = {}): OutboxMessageView => ({
  id: 3,
  recipient: 'mira@example.org',
  subject: 'Your artist profile is published',
  kind: 'profile_approved',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: new Date(2025, 0, 5, 15, 30).toISOString(),
  sentAt: new Date(2025, 0, 5, 15, 31).toISOString(),
  nextAttemptAt: null,
  text: 'Hello Mira,\n\n<b>not markup</b>\n',
  ...overrides,
});

function setup(
  list: { items: OutboxMessageView[]; total: number; smtpConfigured: boolean } | (() => unknown),
) {
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/outbox': typeof list === 'function' ? list : () => list,
  });
  return { server, ...renderAdmin(server, { path: '/admin/outbox' }) };
}

describe('Outbox', () => {
  test('lists emails with status, recipient and the server answer; View shows the text as text', async () => {
    const failed = email({
      id: 4,
      recipient: 'gone@example.org',
      subject: 'New message from Lucy',
      kind: 'contact_message',
      status: 'failed',
      sentAt: null,
      lastError: '550 No such mailbox',
    });
    const { user } = setup({ items: [failed, email()], total: 2, smtpConfigured: true });
    const list = await screen.findByRole('list', { name: 'Emails' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Failed');
    expect(rows[0]!.textContent).toContain('To gone@example.org · Contact message');
    expect(rows[0]!.textContent).toContain('Server answer: 550 No such mailbox');
    expect(rows[1]!.textContent).toContain('Sent');
    expect(screen.getByRole('link', { name: /Outbox/ })).toBeTruthy();
    await user.click(within(rows[1]!).getByRole('button', { name: /View the email/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('<b>not markup</b>');
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.queryByText('No SMTP server is configured')).toBeNull();
  });

  test('without an SMTP server it says emails wait here', async () => {
    setup({ items: [email({ status: 'queued', sentAt: null })], total: 1, smtpConfigured: false });
    expect(await screen.findByText('No SMTP server is configured')).toBeTruthy();
    expect(screen.getByText(/wait here, queued/)).toBeTruthy();
  });

  test('an empty outbox', async () => {
    setup({ items: [], total: 0, smtpConfigured: true });
    expect(await screen.findByText('No emails')).toBeTruthy();
  });

  test('a failed load offers to retry', async () => {
    setup(() => answer(500));
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
