import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { PENDING_KEY } from '../../../lib/cache-keys.ts';

/** The review queue: new profiles and changes to published ones waiting for approval. */
export function usePendingApprovals() {
  const { client } = useAdmin();
  return useSWR(PENDING_KEY, () => client.admin.approvals.pending());
}
