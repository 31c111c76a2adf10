import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { OUTBOX_KEY } from '../../../lib/cache-keys.ts';

/** Every email the site sent or will send, and whether SMTP is configured; read again every 15 seconds. */
export function useOutbox() {
  const { client } = useAdmin();
  return useSWR(OUTBOX_KEY, () => client.admin.outbox.list(), {
    refreshInterval: 15_000,
  });
}
