import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentConnection, presentConnectionStatus } from './connection.presenter.ts';
import {
  acceptRequest,
  connectionsOf,
  incomingRequests,
  outgoingSupport,
  rejectRequest,
  removeConnection,
  support,
  supportersOf,
} from './connection.service.ts';

export function connectionHandlers({ orm }: AppDeps) {
  const em = () => orm.em;
  return {
    'connections.forArtist': async ({ params }) => supportersOf(em(), params.artistId),
    'connections.status': async ({ user, params }) => presentConnectionStatus(await outgoingSupport(em(), user, params.artistId)),
    'connections.requests': async ({ user }) => (await incomingRequests(em(), user)).map(presentConnection),
    'connections.mine': async ({ user }) => (await connectionsOf(em(), user)).map(presentConnection),
    'connections.create': async ({ user, body }) => presentConnection(await support(em(), user, body.receiverId)),
    'connections.remove': async ({ user, params }) => removeConnection(em(), user, params.id),
    'connections.accept': async ({ user, params }) => presentConnection(await acceptRequest(em(), user, params.id)),
    'connections.reject': async ({ user, params }) => presentConnection(await rejectRequest(em(), user, params.id)),
  } satisfies FeatureHandlers;
}
