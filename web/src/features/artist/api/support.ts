import { SupportMessages } from '@oeuvre/contract';
import { api } from '@/lib/api';
import { notify } from '@/lib/toaster';
import { runAction } from '@/lib/run-action';

/** Start supporting an artist; says what happened in a toast and tells the caller whether it worked. */
export async function supportArtist(artistId: number): Promise<boolean> {
  const done = await runAction(() => api.connections.create({ body: { receiverId: artistId } }), {
    success: SupportMessages.sent,
    failure: { title: 'Error', description: SupportMessages.sendFailed },
  });
  return done.ok;
}

export async function withdrawSupport(connectionId: number | null): Promise<boolean> {
  if (connectionId === null) {
    notify({ title: 'Error', description: SupportMessages.noConnectionId, intent: 'danger' });
    return false;
  }
  const done = await runAction(() => api.connections.remove({ params: { id: connectionId } }), {
    success: SupportMessages.removed,
    failure: { title: 'Error', description: SupportMessages.removeFailed, fixed: true },
  });
  return done.ok;
}
