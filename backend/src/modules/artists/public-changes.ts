import pg from 'pg';
import type { Logger } from '../../logger.ts';
import { directoryChanged, setChangesHeard } from './directory-cache.ts';

import { PUBLIC_CHANGES_CHANNEL } from './artist-profile.entity.ts';

const RECONNECT_MS = 500;

/**
 * Called by the service that made a change to what the public sees, once it has committed: a profile added (a CSV
 * import's batch), deleted (by an admin, or with its user: the database cascades, which no ORM hook sees) or
 * published. Every count, list, page and answer kept in this process starts afresh before the service answers, on
 * either engine; other instances on PostgreSQL hear the same change from the profile table's triggers.
 */
export function publicChanged(): void {
  directoryChanged();
}

export type PublicChangesListener = { ready: Promise<void>; stop: () => Promise<void> };

/**
 * On PostgreSQL, where several instances may serve one database: listens on PUBLIC_CHANGES_CHANNEL and starts the
 * directory's counts and the public reads kept in memory afresh on every notification, so an approval made on one
 * instance is served by every other within a moment of its commit. While the listening connection is down, nothing is
 * answered from memory, counts included (a change could go unheard); it reconnects every half second, starting afresh
 * once back.
 * The embedded engine serves one process, whose own changes start the caches afresh directly.
 */
export function listenForPublicChanges(
  databaseUrl: string,
  logger: Logger,
  setPublicAnswersKept: (on: boolean) => void,
): PublicChangesListener {
  const setPublicCacheEnabled = (on: boolean) => {
    setChangesHeard(on);
    setPublicAnswersKept(on);
  };
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let firstConnection: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => (firstConnection = resolve));

  const down = (message: string) => {
    setPublicCacheEnabled(false);
    const lost = client;
    client = undefined;
    lost?.removeAllListeners();
    lost?.on('error', () => undefined);
    void lost?.end().catch(() => undefined);
    if (stopped) return;
    logger.warn({ message }, 'public changes are not heard: answering public reads from the database');
    timer = setTimeout(connect, RECONNECT_MS);
  };

  const connect = () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('error', (err: Error) => client === next && down(err.message));
    next.on('end', () => client === next && down('connection ended'));
    next.on('notification', () => directoryChanged());
    next
      .connect()
      .then(() => next.query(`listen "${PUBLIC_CHANGES_CHANNEL}"`))
      .then(() => {
        if (client !== next || stopped) return;
        directoryChanged(); // whatever changed while nobody listened
        setPublicCacheEnabled(true);
        firstConnection?.();
      })
      .catch((err: Error) => client === next && down(err.message));
  };

  setPublicCacheEnabled(false);
  connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      firstConnection?.();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
