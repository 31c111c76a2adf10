import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { reportRuntime, type RuntimeStats } from './runtime-stats.ts';

describe('runtime report', () => {
  it('logs the event loop delay and memory of each interval, and sees the loop blocked', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const stop = reportRuntime(createLogger('info', sink), 300);
    try {
      await new Promise((r) => setTimeout(r, 50));
      // Synchronous work holds every timer back by at least this long.
      const until = performance.now() + 150;
      while (performance.now() < until);
      await new Promise((r) => setTimeout(r, 700));
    } finally {
      stop();
    }
    const reports = lines
      .map((l) => JSON.parse(l) as RuntimeStats & { msg: string })
      .filter((l) => l.msg === 'runtime');
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...reports.map((r) => r.eventLoopDelayMs.max))).toBeGreaterThanOrEqual(100);
    for (const r of reports) {
      expect(r.eventLoopDelayMs.p99).toBeLessThanOrEqual(r.eventLoopDelayMs.max);
      expect(r.memoryMb.rss).toBeGreaterThan(r.memoryMb.heapUsed);
      expect(r.memoryMb.heapTotal).toBeGreaterThanOrEqual(r.memoryMb.heapUsed);
      expect(r.memoryMb.external).toBeGreaterThanOrEqual(r.memoryMb.arrayBuffers);
    }
  });
});
