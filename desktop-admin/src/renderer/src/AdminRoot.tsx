// The one place the admin screens come in: once @oeuvre/admin-ui exports AdminApp, import it from there.
import { AdminApp } from './AdminPlaceholder.tsx';
import type { AdminHost } from './admin-host.ts';
import type { ApiClient } from './api-client.ts';

export function AdminRoot({ client, host }: { client: ApiClient; host: AdminHost }) {
  return <AdminApp client={client} host={host} />;
}
