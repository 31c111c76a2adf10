import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { TOKENS_KEY } from '../../../lib/cache-keys.ts';

/** The desktop apps signed in to this account. */
export function useDesktopTokens() {
  const { client } = useAdmin();
  return useSWR(TOKENS_KEY, () => client.admin.tokens.list());
}
