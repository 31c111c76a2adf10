import { describe, expect, it } from 'vitest';
import { DocumentMessages, QueueRefusal, RenderQueue } from './render-queue.ts';

/** A task that runs until `finish` is called. */
function pending<T>(value: T) {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const started = { value: false };
  const task = () => {
    started.value = true;
    return new Promise<T>((resolve, reject) => {
      finish = () => resolve(value);
      fail = reject;
    });
  };
  return { task, started, finish: () => finish(), fail: (err: Error) => fail(err) };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs one render at a time, the next when the first is done, in arrival order', async () => {
    const queue = new RenderQueue(1, 4);
    const a = pending('a');
    const b = pending('b');
    const ra = queue.run('ana', a.task);
    const rb = queue.run('ben', b.task);
    await tick();
    expect([a.started.value, b.started.value]).toEqual([true, false]);
    expect(queue.size).toBe(2);
    a.finish();
    expect(await ra).toBe('a');
    await tick();
    expect(b.started.value).toBe(true);
    b.finish();
    expect(await rb).toBe('b');
    expect(queue.size).toBe(0);
  });

  it('one render per person: a second while the first runs or waits is refused with 429 and Retry-After', async () => {
    const queue = new RenderQueue(1, 4);
    const a = pending('a');
    const first = queue.run('ana', a.task);
    const second = queue.run('ana', async () => 'again');
    await expect(second).rejects.toMatchObject({
      status: 429,
      message: DocumentMessages.busyForYou,
      retryAfterSeconds: 2,
    });
    a.finish();
    await first;
    // Once done, the same person may render again.
    expect(await queue.run('ana', async () => 'next')).toBe('next');
  });

  it('a full queue refuses with 503; a failed render frees its place', async () => {
    const queue = new RenderQueue(1, 1);
    const a = pending('a');
    const running = queue.run('ana', a.task);
    const waiting = queue.run('ben', async () => 'b');
    const refused = queue.run('cat', async () => 'c');
    await expect(refused).rejects.toBeInstanceOf(QueueRefusal);
    await expect(refused).rejects.toMatchObject({ status: 503, message: DocumentMessages.busy });
    a.fail(new Error('broken picture'));
    await expect(running).rejects.toThrow('broken picture');
    expect(await waiting).toBe('b');
    expect(queue.size).toBe(0);
    expect(await queue.run('ana', async () => 'again')).toBe('again');
  });
});
