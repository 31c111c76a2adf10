// The app's router in the browser (navigation.tsx): a page's code before its address is drawn, with the progress
// bar meanwhile, and pages holding navigation back (lib/blocker.ts) on links, Back and proceed or stay.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBlocker } from '@/lib/blocker';
import { AppRouter } from './navigation';
import { PageLoadingContext } from '@/lib/navigation-context';

function Where() {
  const { pathname } = useLocation();
  const loading = useContext(PageLoadingContext);
  return (
    <p>
      at {pathname}
      {loading ? ' (loading)' : ''}
    </p>
  );
}

/** A page that holds every navigation away back while `hold` is ticked. */
function Guarded() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <div>
      <p>blocker {blocker.state}</p>
      {blocker.state === 'blocked' ? (
        <>
          <p>going to {blocker.location.pathname}</p>
          <button onClick={() => blocker.proceed()}>Leave</button>
          <button onClick={() => blocker.reset()}>Stay</button>
        </>
      ) : null}
      <Link to="/elsewhere">Elsewhere</Link>
    </div>
  );
}

function app(prepare: (pathname: string) => Promise<unknown> | undefined = () => undefined) {
  return (
    <AppRouter prepare={prepare}>
      <Where />
      <Routes>
        <Route path="/" element={<Link to="/guarded">Guarded</Link>} />
        <Route path="/guarded" element={<Guarded />} />
        <Route path="/elsewhere" element={<Link to="/">Home</Link>} />
      </Routes>
    </AppRouter>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app router', () => {
  it("draws an address once its page's code is there, the old page and the progress meanwhile", async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const fetching = new Promise<void>((resolve) => (arrive = resolve));
    render(app((pathname) => (pathname === '/guarded' ? fetching : undefined)));
    await user.click(screen.getByRole('link', { name: 'Guarded' }));
    expect(await screen.findByText('at / (loading)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guarded' })).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('at /guarded')).toBeTruthy();
    expect(screen.getByText('blocker unblocked')).toBeTruthy();
  });

  it('a page holds a link back: staying keeps it, proceeding goes', async () => {
    const user = userEvent.setup();
    render(app());
    await user.click(screen.getByRole('link', { name: 'Guarded' }));
    expect(await screen.findByText('at /guarded')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('blocker blocked')).toBeTruthy();
    expect(screen.getByText('going to /elsewhere')).toBeTruthy();
    expect(window.location.pathname).toBe('/guarded');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(await screen.findByText('blocker unblocked')).toBeTruthy();
    expect(screen.getByText('at /guarded')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('at /elsewhere')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('a page holds Back back: the address stays until the visitor proceeds', async () => {
    const user = userEvent.setup();
    render(app());
    await user.click(screen.getByRole('link', { name: 'Guarded' }));
    expect(await screen.findByText('at /guarded')).toBeTruthy();

    act(() => window.history.back());
    expect(await screen.findByText('going to /')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/guarded'));
    expect(screen.getByText('at /guarded')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('at /')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
