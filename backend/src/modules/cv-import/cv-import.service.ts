// Starting, reading, finding, discarding and sweeping imports. The file is read in a worker (cv-read-queue.ts); only
// what was read is stored, never the bytes, and an import lives at most a day.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CvImportMessages as M, editorEntryPlace, type CvImport as CvImportJson } from '@oeuvre/contract';
import type { Orm } from '../../db/orm.ts';
import { HttpError, logJobFailure, notFound } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { User } from '../users/user.entity.ts';
import { venuesOfPlaces } from '../venues/venue-match.ts';
import { CvImport } from './cv-import.entity.ts';
import { draftEntries } from './cv-import.duplicates.ts';
import { failureMessage, failureOf, failureStatus } from './cv-import.failures.ts';
import { presentCvImport } from './cv-import.presenter.ts';
import { storedReading } from './cv-import.types.ts';
import { CvReadQueue, ReadQueueFull, type ReadOutcome } from './cv-read-queue.ts';
import { refusalByBytes } from './reader/sniff.ts';
import type { ReadInput } from './reader/types.ts';

export const CvImportTiming = {
  /** How long the start waits for its reading before answering 202. */
  waitMs: 1500,
  /** How long an import is kept unless applied or discarded. */
  ttlMs: 24 * 60 * 60 * 1000,
  /** A reading older than this runs nowhere (every reading ends by its deadline, and the line is bounded). */
  staleMs: 5 * 60 * 1000,
};

/**
 * The imports a person keeps: a new one past this deletes their oldest. Each holds what was read (up to some MB for a
 * long CV) and starts are not counted otherwise, so without it one account could fill the database within the day.
 */
export const CV_IMPORTS_KEPT_PER_PERSON = 5;

/** Readings of every app in this process share the machine's cores: one queue. */
let sharedQueue: CvReadQueue | undefined;
export const cvReadQueue = (): CvReadQueue => (sharedQueue ??= new CvReadQueue());

export type StartAnswer = { status: 201 | 202; body: CvImportJson };

export function cvImportService(orm: Orm, logger: Logger, queue: () => CvReadQueue = cvReadQueue) {
  const em = () => orm.em.fork();

  /** Stores the outcome of a reading; an import discarded meanwhile stays gone. */
  async function record(id: number, outcome: ReadOutcome): Promise<void> {
    try {
      // Discarded while read (its time set to now): nothing of it is kept, and its owner may start again.
      const discarded = await em().nativeDelete(CvImport, { id, status: 'reading', expiresAt: { $lte: new Date() } });
      if (discarded > 0) return;
      if (outcome.ok) {
        await em().nativeUpdate(
          CvImport,
          { id, status: 'reading' },
          { status: 'ready', result: storedReading(outcome.result) },
        );
        return;
      }
      const failure = failureOf(outcome);
      if (failure === 'failed' || failure === 'timeout')
        logger.warn({ importId: id, code: outcome.code, reason: outcome.message }, 'CV reading failed');
      await em().nativeUpdate(
        CvImport,
        { id, status: 'reading' },
        { status: 'failed', failure, message: failureMessage(failure) },
      );
    } catch (err) {
      logJobFailure(logger, err, 'CV import outcome could not be stored');
      // Its owner is told, and may start again, rather than wait for a reading that will never end.
      await em()
        .nativeUpdate(
          CvImport,
          { id, status: 'reading' },
          { status: 'failed', failure: 'failed', message: failureMessage('failed') },
        )
        .catch(() => undefined);
    }
  }

  /** A reading left by a stopped server is reported as interrupted, and no longer blocks its owner's next start. */
  async function markStale(ownerId: number): Promise<void> {
    await em().nativeUpdate(
      CvImport,
      {
        owner: ownerId,
        status: 'reading',
        createdAt: { $lt: new Date(Date.now() - CvImportTiming.staleMs) },
      },
      { status: 'failed', failure: 'interrupted', message: failureMessage('interrupted') },
    );
  }

  /** Deletes the person's imports older than their newest `CV_IMPORTS_KEPT_PER_PERSON`. */
  async function keepNewest(ownerId: number): Promise<void> {
    const older = await em().find(
      CvImport,
      { owner: ownerId },
      { fields: ['id'], orderBy: { id: 'desc' }, offset: CV_IMPORTS_KEPT_PER_PERSON, limit: 1000 },
    );
    if (older.length > 0) await em().nativeDelete(CvImport, { id: { $in: older.map((r) => r.id) } });
  }

  async function present(row: CvImport): Promise<CvImportJson> {
    if (row.status !== 'ready' || !row.result) return presentCvImport(row);
    const entries = row.result.entries;
    // The venue each entry naming a place will link to: one lookup for the whole review, beside the draft's keys.
    const [draft, venues] = await Promise.all([
      draftEntries(
        em(),
        row.owner.id,
        entries.map((e) => e.section),
      ),
      venuesOfPlaces(
        em(),
        entries.map((e) => editorEntryPlace(e.section, e.fields)),
      ),
    ]);
    return presentCvImport(row, draft, new Map(entries.map((e, i) => [e.id, venues[i]])));
  }

  /**
   * Starts reading `input` for `user`: 201 with the import when read within the wait, the failure's own status when
   * it could not be read within it (nothing kept), 202 while it is still read. 429 while another of theirs is read.
   */
  async function start(user: Pick<User, 'id'>, input: ReadInput): Promise<StartAnswer> {
    // A file its first bytes refuse (a picture, an old Word file...) is answered now, not after the line of readings.
    const refused = 'bytes' in input ? refusalByBytes(input.bytes, input.filename) : null;
    if (refused) {
      const failure = failureOf({ ok: false, code: refused.code, message: refused.message });
      throw new HttpError(failureStatus(failure), failureMessage(failure));
    }
    await markStale(user.id);
    const fork = em();
    // One moment for both, so an import lives exactly its time (two clock reads could differ by a millisecond).
    const createdAt = new Date();
    const row = fork.create(CvImport, {
      owner: fork.getReference(User, user.id),
      status: 'reading',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + CvImportTiming.ttlMs),
    });
    try {
      await fork.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new HttpError(429, M.busy);
      throw err;
    }
    let reading: Promise<ReadOutcome>;
    try {
      reading = queue().read(input);
    } catch (err) {
      await em().nativeDelete(CvImport, { id: row.id });
      if (err instanceof ReadQueueFull) throw new HttpError(503, M.serverBusy);
      throw err;
    }
    const recorded = reading.then((outcome) => record(row.id, outcome));
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      recorded.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CvImportTiming.waitMs))),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      await keepNewest(user.id);
      return { status: 202, body: presentCvImport(row) };
    }
    const stored = await em().findOne(CvImport, row.id);
    // Discarded within the wait (by its id, from another tab).
    if (!stored) throw notFound();
    if (stored.status === 'failed') {
      await em().nativeDelete(CvImport, { id: row.id });
      throw new HttpError(failureStatus(stored.failure as never), stored.message ?? M.failed);
    }
    await keepNewest(user.id);
    return { status: 201, body: await present(stored) };
  }

  /** The owner's import (404 for anyone else's, and for one past its time the sweep has not reached yet). */
  async function find(user: Pick<User, 'id'>, id: number): Promise<CvImport> {
    const row = await em().findOne(CvImport, { id, owner: user.id, expiresAt: { $gt: new Date() } });
    if (!row) throw notFound();
    return row;
  }

  return {
    start,
    find,
    present,
    async get(user: Pick<User, 'id'>, id: number): Promise<CvImportJson> {
      await markStale(user.id);
      return present(await find(user, id));
    },
    async discard(user: Pick<User, 'id'>, id: number): Promise<void> {
      const now = new Date();
      // Still being read: gone for its owner at once (its time ends now), while the row keeps the reading counted as
      // theirs until it ends, when it is deleted (record). Deleted now, it would free a second reading of the same
      // person at once, and start, discard, start... would fill the line of readings for everyone.
      const ended = await em().nativeUpdate(
        CvImport,
        { id, owner: user.id, status: 'reading', expiresAt: { $gt: now } },
        { expiresAt: now },
      );
      if (ended > 0) return;
      // Past its time it is gone for its owner too, as for every other call (the sweep has not reached it yet).
      const deleted = await em().nativeDelete(CvImport, { id, owner: user.id, expiresAt: { $gt: now } });
      if (deleted === 0) throw notFound();
    },
  };
}

export type CvImportService = ReturnType<typeof cvImportService>;

/** Deletes the imports past their time (applied and discarded ones are deleted at once). */
export function sweepExpiredCvImports(orm: Orm, now: () => number = Date.now): Promise<number> {
  return orm.em.fork().nativeDelete(CvImport, { expiresAt: { $lte: new Date(now()) } });
}

/** Sweeps expired imports every `intervalMs` (the timer does not keep the process alive); `stop` on close. */
export function startCvImportSweeper(
  orm: Orm,
  logger: Logger,
  intervalMs = 15 * 60 * 1000,
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredCvImports(orm)
      .then((count) => {
        if (count > 0) logger.debug({ count }, 'expired CV imports swept');
      })
      .catch((err: unknown) => logJobFailure(logger, err, 'expired CV imports could not be swept'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
