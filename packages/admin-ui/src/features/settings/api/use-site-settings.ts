import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { SETTINGS_KEY } from '../../../lib/cache-keys.ts';

/** The site settings saved on the server. */
export function useSiteSettings() {
  const { client } = useAdmin();
  return useSWR(SETTINGS_KEY, () => client.admin.settings.get());
}
