import pg from 'pg';
import type { Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import { PUBLIC_CHANGES_CHANNEL, SUPPORTERS_CHANGED } from './artist-profile.entity.ts';

/**
 * The one place where what is kept of what the public sees is forgotten.
 *
 * The database says when the public's view changed: triggers on `artist_profile` (artist-profile.entity.ts) notify
 * PUBLIC_CHANGES_CHANNEL when a change to a published copy, a publication, a slug, a directory card or the search
 * columns commits, and when a published profile is created, deleted (by an admin, with its user through the database's
 * cascade, by hand in SQL) or the table is truncated. PostgreSQL delivers a notification only once its transaction has
 * committed, to every listening connection: every instance on one database hears every change, whatever made it, after
 * it is visible. The listener (listenForPublicChanges) then calls forgetPublic(): the generation moves and every cache
 * registered with onPublicChange is cleared, in this one place. The connection table's triggers notify with the payload
 * SUPPORTERS_CHANGED when a support an artist page shows changes: that moves only supportersVersion(), which the
 * pages kept whole read (pages/kept-pages.ts).
 */

let generation = 0;
let supportersGeneration = 0;
let heard = true;
const forgetters = new Set<() => void>();

/** The generation of what the public sees, as this process knows it: it moves on every change heard. */
export function publicGeneration(): number {
  return generation;
}

/**
 * The generation of the supporters the artist pages show, as this process knows it: it moves on every change of a
 * support heard (the connection table notifies SUPPORTERS_CHANGED), which leaves the rest of what the public sees as it
 * is. What shows supporters (the artist pages kept whole) is kept under both generations.
 */
export function supportersVersion(): number {
  return supportersGeneration;
}

/** What a notification on the channel says: the supporters changed, or anything else the public sees. */
function forgetHeard(payload: string | undefined): void {
  if (payload === SUPPORTERS_CHANGED) supportersGeneration++;
  else forgetPublic();
}

/** Forgets now everything kept of what the public sees: every cache registered with onPublicChange is cleared. */
export function forgetPublic(): void {
  generation++;
  for (const forget of forgetters) forget();
}

/** Registers a cache's `clear`, called on every public change; gives back the function that unregisters it. */
export function onPublicChange(forget: () => void): () => void {
  forgetters.add(forget);
  return () => void forgetters.delete(forget);
}

/**
 * Whether changes are heard now. While they are not (PostgreSQL's listening connection is down, or not up yet), a
 * change could go unheard: no cache answers from memory nor keeps anything.
 */
export function publicChangesHeard(): boolean {
  return heard;
}

function setHeard(on: boolean): void {
  heard = on;
  forgetPublic();
}

export type PublicChangesListener = {
  /** Resolves once the listener is up (or was stopped first). */
  ready: Promise<void>;
  /**
   * Resolves once every change committed before this call has been heard (and forgotten) in this process: a server
   * awaits it after each write request before answering, so whoever made a change never gets the previous answer from
   * memory afterwards. On PostgreSQL a round trip on the listening connection: the server sends a listening session the
   * notifications of transactions committed before a query ahead of that query's result. The embedded engine delivers
   * them with the commit itself.
   */
  heard: () => Promise<void>;
  stop: () => Promise<void>;
};

const RECONNECT_MS = 500;

/** The embedded engine's own database: PGlite hands every notification of its one session to these callbacks. */
type Pglite = { onNotification: (callback: (channel: string, payload: string) => void) => () => void };

/**
 * Listens on PUBLIC_CHANGES_CHANNEL of the ORM's database and forgets what the public sees on every notification.
 * On PostgreSQL a connection of its own: while it is down, nothing is answered from memory (a change could go unheard);
 * it reconnects every half second, forgetting everything once back. On the embedded engine, the one session's own
 * notifications, which PGlite delivers with the commit that sends them.
 */
export function listenForPublicChanges(orm: Orm, logger: Logger): PublicChangesListener {
  // The embedded engine's driver (db/orm.ts loads it only for that engine, so it is told by name).
  return orm.driver.constructor.name === 'PgliteDriver'
    ? listenOnPglite(orm, logger)
    : listenOnPostgres(orm.config.get('clientUrl')!, logger);
}

function listenOnPglite(orm: Orm, logger: Logger): PublicChangesListener {
  setHeard(false);
  let stopped = false;
  let off: (() => void) | undefined;
  const connection = orm.em.getConnection();
  const native = connection as unknown as { getNativeClient: () => Promise<Pglite> };
  const ready = native
    .getNativeClient()
    .then(async (db) => {
      off = db.onNotification(
        (channel, payload) => channel === PUBLIC_CHANGES_CHANNEL && forgetHeard(payload),
      );
      // Through the ORM's connection, which runs one statement or transaction at a time: a LISTEN slipped into another
      // caller's transaction would end with it.
      await connection.execute(`listen "${PUBLIC_CHANGES_CHANNEL}"`);
      const [listening] = await connection.execute<{ on: boolean }[]>(
        `select ? = any(array(select pg_listening_channels())) as "on"`,
        [PUBLIC_CHANGES_CHANNEL],
      );
      if (!listening?.on) throw new Error(`not listening on ${PUBLIC_CHANGES_CHANNEL}`);
      if (!stopped) setHeard(true);
    })
    .catch((error: Error) => {
      logger.warn(
        { message: error.message },
        'public changes are not heard: answering public reads from the database',
      );
    });
  return {
    ready,
    heard: () => Promise.resolve(),
    stop: async () => {
      stopped = true;
      await ready;
      off?.();
    },
  };
}

function listenOnPostgres(databaseUrl: string, logger: Logger): PublicChangesListener {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let firstConnection: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => (firstConnection = resolve));

  const down = (message: string) => {
    listening = false;
    setHeard(false);
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
    next.on('notification', (message) => forgetHeard(message.payload));
    next
      .connect()
      .then(() => next.query(`listen "${PUBLIC_CHANGES_CHANNEL}"`))
      .then(() => {
        if (client !== next || stopped) return;
        listening = true;
        setHeard(true); // and forgets whatever changed while nobody listened
        firstConnection?.();
      })
      .catch((err: Error) => client === next && down(err.message));
  };

  // One round trip at a time on the listening connection (the driver does not take a second query while one runs):
  // callers arriving while one is under way share the next, which starts after it and so covers their commits too.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const roundTrip = (): Promise<void> => {
    const current = client;
    if (!listening || !current) return Promise.resolve();
    return current.query('select 1').then(
      () => undefined,
      () => undefined,
    );
  };
  const heard = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => (inFlight = undefined));
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = undefined;
      return heard();
    });
    return queued;
  };

  setHeard(false);
  connect();
  return {
    ready,
    heard,
    stop: async () => {
      stopped = true;
      listening = false;
      clearTimeout(timer);
      firstConnection?.();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
