import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { EMAIL_SETTINGS_KEY } from '../../../lib/cache-keys.ts';

/** The SMTP server and notifications switch saved on the server (the password only as set or not set). */
export function useEmailSettings() {
  const { client } = useAdmin();
  return useSWR(EMAIL_SETTINGS_KEY, () => client.admin.emailSettings.get());
}
