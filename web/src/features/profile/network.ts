import { type Connection, type ConnectionArtist, SupportMessages } from '@oeuvre/contract';

export interface NetworkPerson {
  connectionId: number;
  artist: ConnectionArtist;
  label: string;
}

/** Everyone who supports the artist (mutual ones labelled 'Connection'). */
export function supportersFrom(profileId: number, connections: Connection[]): NetworkPerson[] {
  return connections
    .filter((c) => c.status === 'accepted' && c.receiver.id === profileId)
    .map((c) => ({
      connectionId: c.id,
      artist: c.sender,
      label: c.isMutual ? SupportMessages.labels.connection : SupportMessages.labels.supporter,
    }));
}

/** Mutual supports, with the other artist whichever side started it. */
export function connectionsFrom(profileId: number, connections: Connection[]): NetworkPerson[] {
  const seen = new Set<number>();
  const people: NetworkPerson[] = [];
  for (const c of connections) {
    if (c.status !== 'accepted' || !c.isMutual) continue;
    const other = c.receiver.id === profileId ? c.sender : c.receiver;
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    people.push({ connectionId: c.id, artist: other, label: SupportMessages.labels.connection });
  }
  return people;
}
