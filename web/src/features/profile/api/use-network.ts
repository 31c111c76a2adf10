import { type Connection, NetworkMessages } from '@oeuvre/contract';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { runAction } from '@/lib/run-action';

const REQUESTS_KEY = 'connections.requests' satisfies RouteKey;
const MINE_KEY = 'connections.mine' satisfies RouteKey;

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
    const done = await runAction(
      () =>
        answer === 'accept'
          ? api.connections.accept({ params: { id } })
          : api.connections.reject({ params: { id } }),
      {
        success: { title: answer === 'accept' ? NetworkMessages.accepted : NetworkMessages.rejected },
        failure: {
          title: 'Error',
          description: answer === 'accept' ? NetworkMessages.acceptFailed : NetworkMessages.rejectFailed,
          fixed: true,
        },
      },
    );
    if (done.ok) await Promise.all([mutate(REQUESTS_KEY), mutate(MINE_KEY)]);
  };
}
