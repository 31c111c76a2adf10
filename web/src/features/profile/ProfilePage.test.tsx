import { type Connection, toMyProfileResponse } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectionArtist, ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { ProfilePage } from './ProfilePage';

const me = connectionArtist(42, 'Frida Kahlo');
const diego = connectionArtist(3, 'Diego Rivera');
const request: Connection = { id: 9, sender: diego, receiver: me, isMutual: false, status: 'pending' };
const supporter: Connection = { id: 10, sender: connectionArtist(4, 'Tina Modotti'), receiver: me, isMutual: true, status: 'accepted' };

function serve(overrides: Parameters<typeof fakeNetwork>[0] = {}) {
  let requests = [request];
  let mine: Connection[] = [supporter];
  const network = fakeNetwork({
    '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
    '/api/connections/requests': () => json(requests),
    '/api/my-connections': () => json(mine),
    'POST /api/connections/9/accept': () => {
      requests = [];
      mine = [...mine, { ...request, status: 'accepted' }];
      return json({ ...request, status: 'accepted' });
    },
    ...overrides,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

describe('ProfilePage', () => {
  it('shows the CV summary with its status and dates, the network tabs, and Sign Out', async () => {
    serve();
    renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    expect(await screen.findByText('Pending Review')).toBeTruthy();
    expect(screen.getByText('May 1, 2024')).toBeTruthy();
    expect(screen.getByText('June 15, 2024')).toBeTruthy();
    expect(screen.getByText('Mexico City, Mexico')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit CV' }).getAttribute('href')).toBe('/create-cv');
    expect(screen.getByRole('link', { name: 'Download CV (PDF)' }).getAttribute('href')).toBe('/api/my-profile/cv.pdf');
    expect(screen.getByRole('link', { name: 'Download portfolio (PDF)' }).getAttribute('href')).toBe('/api/my-profile/portfolio.pdf');
    expect(screen.queryByRole('link', { name: 'View Public Profile' })).toBeNull();
    // Sign Out posts a same-origin form; it is not a link another site could follow.
    expect(screen.queryByRole('link', { name: 'Sign Out' })).toBeNull();
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut.getAttribute('type')).toBe('submit');
    const form = signOut.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/logout');

    expect(await screen.findByRole('tab', { name: 'Supporters (1)' })).toBeTruthy();
    expect(screen.getByText('Tina Modotti')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Your Connections' })).toBeTruthy();
  });

  it('accepts a connection request from the popover', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    const open = await screen.findByRole('button', { name: /Connection requests/ });
    await waitFor(() => expect(open.textContent).toContain('1'));
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Accept Diego Rivera' }));
    expect(await screen.findByText('Connection Accepted')).toBeTruthy();
    expect(await screen.findByText('No requests waiting.')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Supporters (2)' })).toBeTruthy();
  });

  it('says so when rejecting a request fails', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/connections/9/reject': () => json({ message: 'no' }, 500) });
    renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    await user.click(await screen.findByRole('button', { name: /Connection requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Reject Diego Rivera' }));
    expect(await screen.findByText('Failed to reject connection request')).toBeTruthy();
  });

  it('remembers that the explainer was dismissed', async () => {
    const user = userEvent.setup();
    serve();
    const { unmount } = renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    const explainer = await screen.findByRole('region', { name: 'How your network works' });
    expect(within(explainer).getByText('Connection')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss explanation' }));
    expect(screen.queryByRole('region', { name: 'How your network works' })).toBeNull();
    unmount();

    renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    await screen.findByText('Pending Review');
    expect(screen.queryByRole('region', { name: 'How your network works' })).toBeNull();
  });

  it("offers 'Create Your CV' without a profile, and a public link once published", async () => {
    serve({ '/api/my-profile': () => json({ message: 'Not found' }, 404) });
    const { unmount } = renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    expect((await screen.findByRole('link', { name: 'Create Your CV' })).getAttribute('href')).toBe('/create-cv');
    unmount();

    serve({ '/api/my-profile': () => json(toMyProfileResponse(ownProfile({ isPending: false, isApproved: true }))) });
    renderPage(<ProfilePage />, { user: artistUser, route: '/profile' });
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Public Profile' }).getAttribute('href')).toBe('/artists/frida-kahlo');
  });

  it('sends a signed-out visitor home with the toast', async () => {
    const { router } = renderPage(<ProfilePage />, { user: null, route: '/profile', path: '/profile', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Please sign in to view your profile')).toBeTruthy();
  });
});
