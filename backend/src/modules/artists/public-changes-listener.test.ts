// The PostgreSQL listener's round trips ("has every change committed before now been heard?"): many write requests
// ask at once, and the listening connection must still run one query at a time, each caller's commits covered.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { PUBLIC_CHANGES_CHANNEL } from './artist-profile.entity.ts';
import { listenForPublicChanges, publicGeneration, type PublicChangesListener } from './public-changes.ts';

describe.runIf(engines().includes('postgresql'))('the listener on PostgreSQL', () => {
  let db: TestOrm;
  let listener: PublicChangesListener;
  const original = pg.Client.prototype.query;
  let overlapping = 0;
  let asked = 0;

  beforeAll(async () => {
    db = await createTestOrm('postgresql');
    // Counts queries sent to a client while another of its queries runs (the driver queues them, and warns).
    const running = new WeakMap<pg.Client, number>();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      asked++;
      const now = running.get(this) ?? 0;
      if (now > 0) overlapping++;
      running.set(this, now + 1);
      const result = (original as (...a: unknown[]) => unknown).apply(this, args) as Promise<unknown>;
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
      return result;
    } as typeof original;
    listener = listenForPublicChanges(db.orm, createLogger('silent'));
    await listener.ready;
  }, 60_000);
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await listener?.stop();
    await db?.close();
  });

  it('sixty callers at once: one query at a time on the listening connection, every one answered', async () => {
    asked = 0;
    overlapping = 0;
    const answered = await Promise.all(Array.from({ length: 60 }, () => listener.heard().then(() => true)));
    expect(answered).toHaveLength(60);
    expect(answered.every(Boolean)).toBe(true);
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(2); // one under way, one after it for those who came while it ran
    expect(overlapping).toBe(0);
  });

  it('a change committed just before a caller asks is heard once its answer comes, even while another round trip runs', async () => {
    overlapping = 0;
    for (let round = 0; round < 10; round++) {
      const earlier = listener.heard(); // a round trip already under way
      const before = publicGeneration();
      await db.orm.em.getConnection().execute(`select pg_notify('${PUBLIC_CHANGES_CHANNEL}', 'test')`);
      await listener.heard();
      expect(publicGeneration()).toBeGreaterThan(before);
      await earlier;
    }
    expect(overlapping).toBe(0);
  });
});
