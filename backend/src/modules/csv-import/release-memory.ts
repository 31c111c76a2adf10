// A large import leaves V8's heap grown to its peak (300 MB and more for 50,000 rows): the garbage is collected
// in time, but a busy server never looks idle to V8, which then keeps the emptied pages for good. Once a large
// import has finished, one memory-reducing collection (V8's "last resort" kind: a plain full collection frees
// the objects but keeps the pages) gives them back to the system.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from '../../logger.ts';

/** Imports of fewer rows do not grow the heap enough to be worth a full collection. */
export const RELEASE_AFTER_ROWS = 5_000;

type Collect = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' }) => void;

let collect: Collect | null | undefined;

/** V8's full collection, exposed at run time (as `--expose-gc` would at start); null where the runtime refuses. */
function fullCollection(): Collect | null {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as Collect;
    } catch {
      collect = null;
    }
  }
  return collect;
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/** After an import of `rows` rows: a full collection on the next turn of the event loop, and a log line of its effect. */
export function releaseImportMemory(rows: number, logger: Logger): void {
  if (rows < RELEASE_AFTER_ROWS) return;
  setTimeout(() => {
    const gc = fullCollection();
    if (!gc) return;
    const before = process.memoryUsage();
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const after = process.memoryUsage();
    logger.info(
      {
        rows,
        ms: Math.round(performance.now() - started),
        rssMb: [megabytes(before.rss), megabytes(after.rss)],
        heapTotalMb: [megabytes(before.heapTotal), megabytes(after.heapTotal)],
      },
      'memory released after a CSV import',
    );
  }, 0).unref();
}
