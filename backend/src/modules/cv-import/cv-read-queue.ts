// Reading CVs in worker threads: at most `concurrency` at once (each one core), a bounded line of those waiting, and
// for each a memory limit and a wall-clock deadline after which its thread is ended.
import { Worker } from 'node:worker_threads';
import { DEFAULT_READ_LIMITS, type ReadInput, type ReadLimits, type ReadResult } from './reader/types.ts';
import type { ReadAnswer, ReadRequest } from './cv-read.worker.ts';

const WORKER_URL = new URL('./cv-read.worker.ts', import.meta.url);

export type ReadOutcome = ReadAnswer | { ok: false; code: 'timeout' | 'out-of-memory'; message: string };

export type ReadQueueOptions = {
  /** Readings at once (default 2). */
  concurrency: number;
  /** Readings waiting for a place beyond those (default 16): more are refused. */
  maxWaiting: number;
  /** Wall-clock time of one reading, from its start (default 20 s). */
  timeoutMs: number;
  /** Heap of one reading's thread (default 512 MB). */
  maxHeapMb: number;
  /**
   * Memory of one reading's thread outside its heap (default 256 MB): the buffers its libraries unpack into (a PDF's
   * streams), which the heap's limit does not count. Watched every `memoryCheckMs` (default 50 ms).
   */
  maxExternalMb: number;
  memoryCheckMs: number;
  limits: ReadLimits;
};

export const DEFAULT_READ_QUEUE: ReadQueueOptions = {
  concurrency: 2,
  maxWaiting: 16,
  timeoutMs: 20_000,
  maxHeapMb: 512,
  maxExternalMb: 256,
  memoryCheckMs: 50,
  limits: DEFAULT_READ_LIMITS,
};

/** Thrown by `read` when the line of waiting readings is full. */
export class ReadQueueFull extends Error {
  constructor() {
    super('The CV reading queue is full');
    this.name = 'ReadQueueFull';
  }
}

export class CvReadQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly workers = new Set<Worker>();
  private closed = false;
  readonly options: ReadQueueOptions;

  constructor(options: Partial<ReadQueueOptions> = {}) {
    this.options = { ...DEFAULT_READ_QUEUE, ...options };
  }

  /** Readings running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Reads `input` once a place is free. Never rejects but for a full line (ReadQueueFull, thrown at once): a file
   * that cannot be read, a reading past its deadline or its memory is an outcome with its code.
   */
  read(input: ReadInput): Promise<ReadOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, code: 'failed', message: 'The server is stopping' });
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting) throw new ReadQueueFull();
    return this.place().then(async () => {
      try {
        return await this.readInWorker(input);
      } finally {
        this.running -= 1;
        this.waiting.shift()?.();
      }
    });
  }

  /** Ends every reading (their outcome is 'failed'); nothing more is started. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private place(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running += 1;
        resolve();
      }),
    );
  }

  private readInWorker(input: ReadInput): Promise<ReadOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, code: 'failed', message: 'The server is stopping' });
    const { limits, maxHeapMb, maxExternalMb, memoryCheckMs, timeoutMs } = this.options;
    return new Promise((resolve) => {
      const worker = new Worker(WORKER_URL, {
        workerData: { input, limits } satisfies ReadRequest,
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
        stdout: true,
        stderr: true,
      });
      this.workers.add(worker);
      // What the reader's libraries print is not kept: drained and dropped.
      worker.stdout.resume();
      worker.stderr.resume();
      let outcome: ReadOutcome | undefined;
      const settle = (value: ReadOutcome) => {
        outcome ??= value;
      };
      const timer = setTimeout(() => {
        settle({ ok: false, code: 'timeout', message: `Reading took longer than ${timeoutMs} ms` });
        void worker.terminate();
      }, timeoutMs);
      // A PDF's stream that unpacks to gigabytes is kept whole in buffers outside the heap, which resourceLimits do not
      // bound: the thread's memory is read from here (answered between its statements, even in a long loop) and the
      // thread is ended once past the bound, its outcome 'too large' as for its heap.
      let checking = false;
      const watch = setInterval(() => {
        if (checking) return;
        checking = true;
        worker
          .getHeapStatistics()
          .then((stats) => {
            if (stats.external_memory > maxExternalMb * 1024 * 1024) {
              settle({ ok: false, code: 'out-of-memory', message: `Reading used more than ${maxExternalMb} MB of buffers` });
              void worker.terminate();
            }
          })
          .catch(() => undefined) // the thread has ended meanwhile
          .finally(() => (checking = false));
      }, memoryCheckMs);
      worker.once('message', (answer: ReadAnswer) => {
        settle(answer);
        void worker.terminate(); // its memory goes now, not when its libraries let the thread end
      });
      worker.once('error', (error: Error & { code?: string }) =>
        settle(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { ok: false, code: 'out-of-memory', message: error.message }
            : { ok: false, code: 'failed', message: error.message },
        ),
      );
      worker.once('exit', () => {
        clearTimeout(timer);
        clearInterval(watch);
        this.workers.delete(worker);
        resolve(outcome ?? { ok: false, code: 'failed', message: 'The reading ended without an answer' });
      });
    });
  }
}

export type { ReadResult };
