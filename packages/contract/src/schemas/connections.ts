// Support (one-way) and connections (mutual support), with connection requests.
import * as v from 'valibot';
import { CONNECTION_STATUSES, TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, idField, nullableText } from './fields.ts';

/** Body of POST /api/connections: support the artist whose profile id is receiverId. */
export const connectionCreate = formObject({ receiverId: idField(M.receiverId) });
/** Body of POST /api/admin/reject/:id and POST /api/connections/:id/reject. */
export const rejectBody = v.object({
  reason: v.optional(v.pipe(v.string(M.reason), v.trim(), v.maxLength(TEXT_LIMITS.reason, M.reason))),
});

export const connectionArtist = v.object({
  id: v.number(),
  slug: v.string(),
  profileImageUrl: nullableText,
  fullName: v.string(),
  city: v.string(),
  country: v.string(),
});
export const connection = v.object({
  id: v.number(),
  sender: connectionArtist,
  receiver: connectionArtist,
  isMutual: v.boolean(),
  status: v.picklist(CONNECTION_STATUSES),
});
export const connectionStatus = v.object({
  isSupporting: v.boolean(),
  isMutualConnection: v.boolean(),
  connectionId: v.nullable(v.number()),
});

export type ConnectionCreate = v.InferOutput<typeof connectionCreate>;
export type RejectBody = v.InferOutput<typeof rejectBody>;
export type ConnectionArtist = v.InferOutput<typeof connectionArtist>;
export type Connection = v.InferOutput<typeof connection>;
export type ConnectionStatus = v.InferOutput<typeof connectionStatus>;
