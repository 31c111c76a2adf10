import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { INBOX_KEY } from '../../../lib/cache-keys.ts';

/** The messages sent through the contact form. */
export function useInbox() {
  const { client } = useAdmin();
  return useSWR(INBOX_KEY, () => client.admin.inbox.list());
}
