// Reads one CV off the main thread: a slow or hostile file (a huge PDF, a zip bomb) costs this thread's time and
// memory, bounded by the resource limits and the deadline it runs under (cv-read-queue.ts), never the server's requests.
// Plain TypeScript that Node runs as is (erasable syntax only).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { CvReadErrorCode, ReadInput, ReadLimits, ReadResult } from './reader/types.ts';

export type ReadRequest = { input: ReadInput; limits: ReadLimits };
export type ReadAnswer = { ok: true; result: ReadResult } | { ok: false; code: CvReadErrorCode | 'failed'; message: string };

// The server's own thread comes first on a busy machine: on Linux this lowers this thread's priority alone. Before the
// reader's libraries load (a good part of a reading's time), hence the import below, after it.
try {
  setPriority(0, 10);
} catch {
  // not allowed here: the thread keeps the normal priority
}

const { readCv } = await import('./reader/index.ts');
const { input, limits } = workerData as ReadRequest;
let answer: ReadAnswer;
try {
  answer = { ok: true, result: await readCv(input, limits) };
} catch (error) {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: CvReadErrorCode; message?: string };
  answer = name === 'CvReadError' && code ? { ok: false, code, message: message ?? '' } : { ok: false, code: 'failed', message: String(message ?? error) };
}
parentPort!.postMessage(answer);
