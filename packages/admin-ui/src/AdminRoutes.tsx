import { Button, NonIdealState } from '@blueprintjs/core';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAdmin } from './admin-context.tsx';
import { DraftPage } from './features/approvals/DraftPage.tsx';
import { PendingApprovalsPage } from './features/approvals/PendingApprovalsPage.tsx';
import { EditArtistPage } from './features/artist-edit/EditArtistPage.tsx';
import { ArtistsPage } from './features/artists/ArtistsPage.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { InboxPage } from './features/inbox/InboxPage.tsx';
import { OutboxPage } from './features/outbox/OutboxPage.tsx';
import { SettingsPage } from './features/settings/SettingsPage.tsx';
import { UsersPage } from './features/users/UsersPage.tsx';
import { VenuesAdminPage } from './features/venues/VenuesAdminPage.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { usePageTitle } from './lib/use-page-title.ts';

/** The admin screens, relative to where the host mounted the admin area. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="artists" element={<ArtistsPage />} />
        <Route path="artists/edit/:id" element={<EditArtistPage />} />
        <Route path="artists/draft/:id" element={<DraftPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="pending" element={<PendingApprovalsPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="venues" element={<VenuesAdminPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

function AdminNotFound() {
  const { paths } = useAdmin();
  const navigate = useNavigate();
  usePageTitle('Page not found');
  return (
    <NonIdealState
      icon="search"
      title="Page not found"
      description="There is no admin screen at this address."
      action={<Button text="Go to the dashboard" onClick={() => navigate(paths.dashboard)} />}
    />
  );
}
