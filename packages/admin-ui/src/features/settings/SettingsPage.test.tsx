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
  test('the Email form is checked but says email is not configured and cannot be saved', async () => {
    const { user } = setup('/admin/settings?tab=email');
    expect(await screen.findByText('Email is not configured on this server')).toBeTruthy();
    expect((screen.getByLabelText('SMTP port') as HTMLInputElement).value).toBe('587');
    await user.type(screen.getByLabelText('From email'), 'not-an-email');
    expect(screen.getByText('From email must be a valid email')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save email settings' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
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
