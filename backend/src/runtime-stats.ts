import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from './logger.ts';

export type RuntimeStats = {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** heapTotal: the JS heap V8 has committed; external and arrayBuffers: memory outside it held by JS objects (Buffers). */
  memoryMb: { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Logs one `runtime` line per interval: the event loop's delay over that interval (how long ready work waited)
 * and the process's memory, so load tests and operators can read both from the logs.
 */
export function reportRuntime(logger: Logger, intervalMs = 10_000): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const stats: RuntimeStats = {
      eventLoopDelayMs: {
        p50: round(delay.percentile(50) / 1e6),
        p99: round(delay.percentile(99) / 1e6),
        max: round(delay.max / 1e6),
      },
      memoryMb: {
        rss: round(memory.rss / 2 ** 20),
        heapUsed: round(memory.heapUsed / 2 ** 20),
        heapTotal: round(memory.heapTotal / 2 ** 20),
        external: round(memory.external / 2 ** 20),
        arrayBuffers: round(memory.arrayBuffers / 2 ** 20),
      },
    };
    logger.info(stats, 'runtime');
    delay.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
