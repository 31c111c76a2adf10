import { DEFAULT_SITE_SETTINGS } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

function setup(path: string, overrides: Record<string, FakeHandler> = {}) {
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/settings': () => ({ ...DEFAULT_SITE_SETTINGS }),
    'PUT /api/admin/settings': (req) => req.body,
    'GET /api/admin/tokens': () => [
      {
        id: 3,
        deviceName: 'Studio iMac',
        createdAt: new Date(2025, 0, 5, 9, 30).toISOString(),
        lastUsedAt: null,
        expiresAt: null,
      },
    ],
    'DELETE /api/admin/tokens/:id': () => undefined,
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path }) };
}

describe('General settings', () => {
  test('checked with the contract rules before anything is sent', async () => {
    const { user, server } = setup('/admin/settings');
    const name = await screen.findByLabelText(/Site name/);
    await user.clear(name);
    const size = screen.getByLabelText(/Max gallery items/);
    await user.clear(size);
    await user.type(size, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Site name is required')).toBeTruthy();
    expect(screen.getByText('Max gallery items must be a whole number from 1 to 100')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  test('saved on the server with the values as typed', async () => {
    const { user, server, notices } = setup('/admin/settings');
    const name = await screen.findByLabelText(/Site name/);
    await user.clear(name);
    await user.type(name, 'Oeuvre Berlin');
    await user.click(screen.getByRole('checkbox', { name: 'Require approval' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/settings')[0]?.body).toMatchObject({
      siteName: 'Oeuvre Berlin',
      requireApproval: false,
      maxGallerySize: 25,
    });
    await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ title: 'Settings Saved' })));
  });

  test("a failed save says 'Failed to save settings. Please try again.'", async () => {
    const { user, notices } = setup('/admin/settings', { 'PUT /api/admin/settings': () => answer(500) });
    await screen.findByLabelText(/Site name/);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({ title: 'Failed to save settings. Please try again.' }),
      ),
    );
  });
});

describe('Email and Security', () => {
  const stored = {
    enabled: true,
    smtpHost: 'smtp.example.org',
    smtpPort: 587,
    smtpUser: 'mailer',
    passwordSet: true,
    emailFrom: null,
    emailReplyTo: null,
    source: 'settings',
    defaultFrom: 'Oeuvre <no-reply@oeuvre.example>',
  };

  test('the Email form shows the saved server, password set, never the password; checked before saving', async () => {
    const { user, server } = setup('/admin/settings?tab=email', {
      'GET /api/admin/settings/email': () => stored,
      'PUT /api/admin/settings/email': (req) => ({ ...stored, ...(req.body as object), passwordSet: true }),
    });
    expect(((await screen.findByLabelText('SMTP host')) as HTMLInputElement).value).toBe('smtp.example.org');
    expect((screen.getByLabelText('SMTP password') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Password: set. Leave empty to keep it (a new host, port or user name clears it).')).toBeTruthy();
    await user.type(screen.getByLabelText('From email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('From email must be a valid email')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(screen.getByLabelText('From email'));
    await user.type(screen.getByLabelText('From email'), 'studio@oeuvre.example');
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ smtpHost: 'smtp.example.org', smtpPassword: '', emailFrom: 'studio@oeuvre.example' });
  });

  test("says when SMTP_URL wins, and shows the SMTP server's answer to the test email", async () => {
    const { user } = setup('/admin/settings?tab=email', {
      'GET /api/admin/settings/email': () => ({ ...stored, source: 'environment' }),
      'POST /api/admin/settings/email/test': () => ({ ok: false, to: 'me@oeuvre.example', response: '535 Invalid login', code: 'EAUTH' }),
    });
    expect(await screen.findByText(/SMTP_URL is set in the server environment/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('535 Invalid login')).toBeTruthy();
    expect(screen.getByText('The SMTP server did not accept the test email to me@oeuvre.example')).toBeTruthy();
  });

  test('signed-in desktop apps are listed and revoked after a confirmation; the toggles are disabled', async () => {
    const { user, server } = setup('/admin/settings?tab=security');
    const list = await screen.findByRole('list', { name: 'Signed-in desktop apps' });
    expect(list.textContent).toContain('Studio iMac');
    expect(list.textContent).toContain('Signed in Jan 5, 2025');
    expect(list.textContent).toContain('Last used never');
    for (const name of ['Two-factor authentication', 'Strong password requirements', 'Session timeout']) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).disabled).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Revoke Studio iMac' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/tokens/3')).toHaveLength(1));
  });
});
