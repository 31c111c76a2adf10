import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long an import runs without letting other requests in: well under the 100 ms event-loop delay target. */
export const IMPORT_SLICE_MS = 10;

/**
 * A pause point for long work on the event loop (an import reads, checks and prepares 50,000 rows): awaiting it
 * costs nothing until `sliceMs` have passed since the last turn it gave, then it lets one turn of the event loop
 * run (timers, I/O, other requests) before going on. Time-based, so throughput is kept whatever a row costs.
 */
export function eventLoopTurns(sliceMs = IMPORT_SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
