// Support, connections and connection requests.
import * as v from 'valibot';
import { connection, connectionCreate, connectionStatus, rejectBody } from '../schemas/connections.ts';
import { defineRoutes } from './define.ts';

export const networkRoutes = defineRoutes({
  'connections.forArtist': {
    method: 'GET',
    path: '/api/connections/artist/:artistId',
    access: 'public',
    response: v.array(connection),
    summary:
      'The supports the artist accepted, from published artists (isMutual marks a connection), for the connection widget',
  },
  'connections.status': {
    method: 'GET',
    path: '/api/connections/status/:artistId',
    access: 'user',
    response: connectionStatus,
    summary: "Whether the signed-in user's profile supports this artist, and whether it is mutual",
  },
  'connections.requests': {
    method: 'GET',
    path: '/api/connections/requests',
    access: 'artist',
    response: v.array(connection),
    summary: 'Pending support requests sent to the signed-in artist',
  },
  'connections.create': {
    method: 'POST',
    path: '/api/connections',
    access: 'artist',
    status: 201,
    body: connectionCreate,
    response: connection,
    summary: 'Support the artist receiverId (not your own profile)',
  },
  'connections.remove': {
    method: 'DELETE',
    path: '/api/connections/:id',
    access: 'artist',
    response: 'empty',
    summary: 'Withdraw support or end a connection the signed-in artist is part of',
  },
  'connections.accept': {
    method: 'POST',
    path: '/api/connections/:id/accept',
    access: 'artist',
    response: connection,
    summary: 'Accept a support request sent to the signed-in artist',
  },
  'connections.reject': {
    method: 'POST',
    path: '/api/connections/:id/reject',
    access: 'artist',
    body: rejectBody,
    response: connection,
    summary: 'Reject a support request sent to the signed-in artist',
  },
  'connections.mine': {
    method: 'GET',
    path: '/api/my-connections',
    access: 'artist',
    response: v.array(connection),
    summary: 'Every connection the signed-in artist sends or receives (the network tabs)',
  },
});
