// Renders the admin area as the web app mounts it (under /admin/*), with a toaster that records notices.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminApp, type AdminAppProps } from '../AdminApp.tsx';
import type { AdminNotice } from '../notices.tsx';
import type { FakeServer } from './fake-server.ts';

export function renderAdmin(
  server: FakeServer,
  { path = '/admin', ...props }: { path?: string } & Partial<Omit<AdminAppProps, 'client'>> = {},
) {
  const notices: AdminNotice[] = [];
  const location = { current: '' };
  function Where() {
    const here = useLocation();
    location.current = here.pathname + here.search;
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminApp
              client={server.client}
              host="web"
              toaster={{ show: (n) => notices.push(n) }}
              {...props}
            />
          }
        />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, user, notices, location };
}
