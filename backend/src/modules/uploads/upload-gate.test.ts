import { describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm.ts';
import type { User } from '../users/user.entity.ts';
import { UploadGate, UploadGateMessages, UploadRefusal } from './upload-gate.ts';

// No quota: the gate never reads the database, so no entity manager is needed for these.
const em = undefined as unknown as Em;
const person = (id: number, isAdmin = false) => ({ id, isAdmin }) as User;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Admits `user`, answering the release once admitted, or the refusal. */
const tryAdmit = (gate: UploadGate, user: User, signal?: AbortSignal) =>
  gate.admit(em, user, 0, signal).then(
    (release) => ({ release }),
    (err: unknown) => ({ err: err as UploadRefusal }),
  );

describe('the upload gate', () => {
  it('two in flight per person, four more in line, the rest refused with 429; a release lets the next in', async () => {
    const gate = new UploadGate({ quotaBytes: 0, perHour: 0 });
    const ann = person(1);
    const admitted: (() => void)[] = [];
    const pending = Array.from({ length: 8 }, () =>
      tryAdmit(gate, ann).then((r) => {
        if ('release' in r) admitted.push(r.release);
        return r;
      }),
    );
    await settle();
    expect(admitted).toHaveLength(2);
    expect(gate.size).toEqual({ inFlight: 2, waiting: 4 });
    const refused = (await Promise.all(pending.slice(6))).map((r) => ('err' in r ? r.err : null));
    for (const err of refused) {
      expect(err?.status).toBe(429);
      expect(err?.message).toBe(UploadGateMessages.previousStillRunning);
      expect(err?.retryAfterSeconds).toBeGreaterThan(0);
    }
    admitted[0]!();
    await settle();
    expect(admitted).toHaveLength(3);
    expect(gate.size).toEqual({ inFlight: 2, waiting: 3 });
    admitted[0]!(); // a second call of the same release changes nothing
    expect(gate.size).toEqual({ inFlight: 2, waiting: 3 });
  });

  it('six in flight for the server; a full line is refused with 503; a place waits at most waitMs', async () => {
    const gate = new UploadGate({ quotaBytes: 0, perHour: 0, limits: { serverWaiting: 2, waitMs: 100 } });
    const held = await Promise.all([1, 1, 2, 2, 3, 3].map((id) => gate.admit(em, person(id), 0)));
    expect(gate.size).toEqual({ inFlight: 6, waiting: 0 });
    const waiting = [tryAdmit(gate, person(4)), tryAdmit(gate, person(5))];
    await settle();
    const full = await tryAdmit(gate, person(6));
    expect('err' in full && full.err.status).toBe(503);
    expect('err' in full && full.err.message).toBe(UploadGateMessages.busy);
    held[0]!(); // one place: the first in line takes it
    const first = await waiting[0]!;
    expect('release' in first).toBe(true);
    const timedOut = await waiting[1]!; // nobody leaves within 100 ms
    expect('err' in timedOut && timedOut.err.status).toBe(503);
    expect(gate.size).toEqual({ inFlight: 6, waiting: 0 });
  });

  it('a client that goes away leaves the line', async () => {
    const gate = new UploadGate({ quotaBytes: 0, perHour: 0 });
    const ann = person(1);
    await gate.admit(em, ann, 0);
    await gate.admit(em, ann, 0);
    const gone = new AbortController();
    const waiting = tryAdmit(gate, ann, gone.signal);
    await settle();
    expect(gate.size.waiting).toBe(1);
    gone.abort();
    expect('err' in (await waiting)).toBe(true);
    expect(gate.size).toEqual({ inFlight: 2, waiting: 0 });
  });

  it('the hourly allowance: a burst, then 429 with the seconds until the next; admins are not counted', async () => {
    let now = 0;
    const gate = new UploadGate({ quotaBytes: 0, perHour: 120, limits: { burst: 3 }, now: () => now });
    const ann = person(1);
    for (let i = 0; i < 3; i++) (await gate.admit(em, ann, 0))();
    const refused = await tryAdmit(gate, ann);
    expect(
      'err' in refused && [refused.err.status, refused.err.message, refused.err.retryAfterSeconds],
    ).toEqual([429, UploadGateMessages.tooMany, 30]);
    now += 30_000; // one comes back every 30 s
    expect('release' in (await tryAdmit(gate, ann))).toBe(true);
    const admin = person(2, true);
    for (let i = 0; i < 10; i++) (await gate.admit(em, admin, 0))();
  });

  it('a refusal is an HttpError with its status', () => {
    expect(new UploadRefusal(413, UploadGateMessages.quota(1024)).message).toBe(
      'Your storage is full (1 GB): delete some works or images before uploading more.',
    );
  });
});
