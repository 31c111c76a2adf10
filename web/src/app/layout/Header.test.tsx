import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { Header } from './Header';

const mobileMenu = () => document.getElementById('mobile-menu')!;
/** The server's hint that this browser has a session; only then does the app ask who is signed in. */
const HINT = 'oeuvre.signedin';
const setHint = () => (document.cookie = `${HINT}=1; Path=/`);
afterEach(() => {
  document.cookie = `${HINT}=; Path=/; Max-Age=0`;
});

describe('Header', () => {
  it('closes the mobile menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderPage(<Header />, { user: null, route: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(mobileMenu().hidden).toBe(true);

    await user.click(toggle);
    expect(mobileMenu().hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(within(mobileMenu()).getByRole('link', { name: 'About' }));
    expect(mobileMenu().hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    renderPage(<Header />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(mobileMenu().hidden).toBe(true);
  });

  it('highlights the active item, including on pages beneath it', () => {
    renderPage(<Header />, { user: null, route: '/artists/jane-doe' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const artists = within(nav).getByRole('link', { name: 'Artists' });
    expect(artists.getAttribute('aria-current')).toBe('page');
    expect(artists.className).toContain('nav-link-active');
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });

  it('offers Sign In and Join as Artist as full-page links to /api/login when signed out', () => {
    renderPage(<Header />, { user: null });
    const nav = screen.getByRole('banner');
    for (const name of ['Sign In', 'Join as Artist']) {
      const links = within(nav).getAllByRole('link', { name });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('href')).toBe('/api/login');
    }
    expect(within(nav).queryByRole('link', { name: 'My Profile' })).toBeNull();
  });

  it('adds My Profile and Create CV when signed in, and Admin Dashboard only for admins', () => {
    const { unmount } = renderPage(<Header />, { user: artistUser });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(nav).getByRole('link', { name: 'Create CV' }).getAttribute('href')).toBe('/create-cv');
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    unmount();

    renderPage(<Header />, { user: { ...artistUser, isAdmin: true } });
    for (const menu of [screen.getByRole('navigation', { name: 'Main' }), mobileMenu()]) {
      expect(within(menu).getByRole('link', { name: 'Admin Dashboard', hidden: true }).getAttribute('href')).toBe('/admin');
    }
  });

  it('shows a placeholder while the user loads, then the signed-out buttons on a 401', async () => {
    let answer: (r: Response) => void = () => {};
    const network = fakeNetwork({ '/api/auth/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    vi.stubGlobal('fetch', network.fetch);
    setHint();
    renderPage(<Header />);
    expect(screen.getByTestId('account-placeholder')).toBeTruthy();
    // The question is sent once the API client has loaded (lib/api.ts): answer it then.
    await waitFor(() => expect(network.calls.some((call) => call.url.includes('/api/auth/user'))).toBe(true));
    answer(new Response('Unauthorized', { status: 401 }));
    await waitFor(() => expect(screen.queryByTestId('account-placeholder')).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(network.calls[0]?.init?.credentials).toBe('include');
  });

  it('asks nobody who is signed in without the signed-in hint, and shows the signed-out buttons', async () => {
    const network = fakeNetwork({ '/api/auth/user': () => json(artistUser) });
    vi.stubGlobal('fetch', network.fetch);
    renderPage(<Header />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0));
    expect(network.calls.filter((call) => call.url.includes('/api/auth/user'))).toHaveLength(0);
  });

  it('treats a failing user call as signed out', async () => {
    setHint();
    vi.stubGlobal('fetch', fakeNetwork({ '/api/auth/user': () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }) }).fetch);
    renderPage(<Header />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Join as Artist' }).length).toBeGreaterThan(0));
  });

  it('opens the avatar menu with full name, email, My Profile, Create CV and Log out', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', fakeNetwork({ '/api/auth/user': () => json(artistUser) }).fetch);
    setHint();
    renderPage(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Frida Kahlo' }));
    expect(await screen.findByText('frida@example.org')).toBeTruthy();
    expect(screen.getByText('Frida Kahlo')).toBeTruthy();
    // Log out posts the sign-out form (a same-origin POST), never a link.
    const logOut = screen.getByRole('menuitem', { name: /Log out/ });
    expect(logOut.tagName).toBe('BUTTON');
    expect(logOut.getAttribute('href')).toBeNull();
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
    await user.click(logOut);
    expect(submitted).toHaveBeenCalledOnce();
    const form = submitted.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/logout');
    submitted.mockRestore();
    expect(screen.getByRole('menuitem', { name: /My Profile/ }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: /Create CV/ }).getAttribute('href')).toBe('/create-cv');
  });
});
