import type { AdminUser, AdminUserSort } from '@oeuvre/contract';
import { useAdmin } from '../../../admin-context.tsx';
import { USERS_KEY } from '../../../lib/cache-keys.ts';
import { useServerTable } from '../../../lib/use-server-table.ts';

/** Every account, searched, sorted and paged by the server, newest first. */
export function useUsers() {
  const { client } = useAdmin();
  return useServerTable<AdminUserSort, AdminUser>(USERS_KEY, { sort: 'created', order: 'desc' }, (query) =>
    client.admin.users.search({ query }),
  );
}
