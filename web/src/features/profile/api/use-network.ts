import { type Connection, NetworkMessages } from '@oeuvre/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { notify } from '@/lib/toaster';

const REQUESTS_KEY = '/api/connections/requests';
const MINE_KEY = '/api/my-connections';

/** Support requests waiting for the artist's answer; only an artist with a profile has any. */
export function useConnectionRequests(hasProfile: boolean) {
  return useSWR<Connection[]>(hasProfile ? REQUESTS_KEY : null, () => api.connections.requests());
}

export function useMyConnections(hasProfile: boolean) {
  return useSWR<Connection[]>(hasProfile ? MINE_KEY : null, () => api.connections.mine());
}

/** Accept or reject a request, toast the outcome, and refresh both lists. */
export function useAnswerRequest() {
  const { mutate } = useSWRConfig();
  return async (id: number, answer: 'accept' | 'reject'): Promise<void> => {
    try {
      if (answer === 'accept') await api.connections.accept({ params: { id } });
      else await api.connections.reject({ params: { id } });
      notify({ title: answer === 'accept' ? NetworkMessages.accepted : NetworkMessages.rejected, intent: 'success' });
      await Promise.all([mutate(REQUESTS_KEY), mutate(MINE_KEY)]);
    } catch {
      notify({ title: 'Error', description: answer === 'accept' ? NetworkMessages.acceptFailed : NetworkMessages.rejectFailed, intent: 'danger' });
    }
  };
}
