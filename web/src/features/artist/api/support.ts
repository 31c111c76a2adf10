import { SupportMessages } from '@oeuvre/contract';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toaster';

/** Start supporting an artist; says what happened in a toast and tells the caller whether it worked. */
export async function supportArtist(artistId: number): Promise<boolean> {
  try {
    await api.connections.create({ body: { receiverId: artistId } });
    notify({ ...SupportMessages.sent, intent: 'success' });
    return true;
  } catch (error) {
    notify({ title: 'Error', description: errorMessage(error, SupportMessages.sendFailed), intent: 'danger' });
    return false;
  }
}

export async function withdrawSupport(connectionId: number | null): Promise<boolean> {
  if (connectionId === null) {
    notify({ title: 'Error', description: SupportMessages.noConnectionId, intent: 'danger' });
    return false;
  }
  try {
    await api.connections.remove({ params: { id: connectionId } });
    notify({ ...SupportMessages.removed, intent: 'success' });
    return true;
  } catch {
    notify({ title: 'Error', description: SupportMessages.removeFailed, intent: 'danger' });
    return false;
  }
}
