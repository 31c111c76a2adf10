import { AccessMessages } from '@oeuvre/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artistUser, renderPage } from '@/test/render';
import { RequireUser } from './RequireUser';

const guarded = (
  <RequireUser signedOut={AccessMessages.adminSignedOut} allow={(u) => u.isAdmin} refused={AccessMessages.adminRequired}>
    <p>Secret admin things</p>
  </RequireUser>
);
const home = [{ path: '/', element: <p>Home page</p> }];

describe('RequireUser', () => {
  it('sends a signed-out visitor home with the toast', async () => {
    const { router } = renderPage(guarded, { user: null, route: '/admin', path: '/admin', extraRoutes: home });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('You must be logged in to access the admin area')).toBeTruthy();
    expect(screen.queryByText('Secret admin things')).toBeNull();
  });

  it('refuses a signed-in user who fails the check, with its own toast', async () => {
    const { router } = renderPage(guarded, { user: artistUser, route: '/admin', path: '/admin', extraRoutes: home });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Admin Access Required')).toBeTruthy();
  });

  it('shows the page to a user who passes', () => {
    renderPage(guarded, { user: { ...artistUser, isAdmin: true }, route: '/admin', path: '/admin', extraRoutes: home });
    expect(screen.getByText('Secret admin things')).toBeTruthy();
  });
});
