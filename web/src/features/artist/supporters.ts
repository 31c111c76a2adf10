import type { Connection, ConnectionArtist } from '@oeuvre/contract';
import { SupportMessages } from '@oeuvre/contract';

export interface Supporter {
  artist: ConnectionArtist;
  /** 'Connection' when the support is mutual, otherwise 'Supporter'. */
  label: string;
}

/** The people shown in an artist's widget: whoever supports them, and their mutual connections, once each. */
export function supportersOf(artistId: number, connections: readonly Connection[]): Supporter[] {
  const seen = new Map<number, Supporter>();
  for (const c of connections) {
    const incoming = c.receiver.id === artistId;
    if (!incoming && !c.isMutual) continue;
    const other = incoming ? c.sender : c.receiver;
    if (other.id === artistId) continue;
    const label = c.isMutual ? SupportMessages.labels.connection : SupportMessages.labels.supporter;
    const known = seen.get(other.id);
    if (!known || (c.isMutual && known.label !== label)) seen.set(other.id, { artist: other, label });
  }
  return [...seen.values()];
}
