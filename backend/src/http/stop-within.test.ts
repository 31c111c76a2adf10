import { describe, expect, it } from 'vitest';
import { stopWithin } from './stop-within.ts';

const recorder = () => {
  const lines: { fields: object; message: string }[] = [];
  return { lines, warn: (fields: object, message: string) => void lines.push({ fields, message }) };
};

describe('stopping a part of the server at shutdown', () => {
  it('waits for a part that stops, and says nothing', async () => {
    const log = recorder();
    let done = false;
    await stopWithin('email', () => new Promise<void>((resolve) => setTimeout(() => resolve(void (done = true)), 20)), 1_000, log);
    expect(done).toBe(true);
    expect(log.lines).toEqual([]);
  });

  it('goes on without a part that never stops, once its time is up, and says which', async () => {
    const log = recorder();
    const started = Date.now();
    await stopWithin('email', () => new Promise<void>(() => {}), 100, log);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.lines).toEqual([
      { fields: { part: 'email', ms: 100 }, message: 'did not stop in time: shutting down without waiting for it' },
    ]);
  });

  it('goes on past a part that fails to stop, and says why', async () => {
    const log = recorder();
    await stopWithin('listener', () => Promise.reject(new Error('connection reset')), 1_000, log);
    expect(log.lines).toEqual([{ fields: { part: 'listener', reason: 'connection reset' }, message: 'failed to stop' }]);
  });
});
