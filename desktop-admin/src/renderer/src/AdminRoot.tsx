// The one place the admin screens come in: the same AdminApp the web app renders at /admin.
import { AdminApp } from '@oeuvre/admin-ui';
import type { AdminHost } from './admin-host.ts';
import type { ApiClient } from './api-client.ts';

export function AdminRoot({ client, host }: { client: ApiClient; host: AdminHost }) {
  return (
    <AdminApp
      client={client}
      host="desktop"
      openCsvFile={host.openCsvFile}
      csvFiles={host.onCsvFile}
      navigationRequests={host.onNavigate}
    />
  );
}
