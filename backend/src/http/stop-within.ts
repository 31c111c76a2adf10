// Stopping a part of the server at shutdown without waiting on it forever.

type Log = { warn: (o: object, m: string) => void };

/**
 * Stops one part of the server (a background job, a listening connection), waiting at most `ms` for it: a shutdown
 * never hangs on a stuck SMTP server or a dead connection. A part that is late or fails is logged as a warning and
 * left behind; the rest of the shutdown goes on.
 */
export async function stopWithin(part: string, stop: () => unknown, ms: number, log: Log): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const stopped = Promise.resolve()
      .then(stop)
      .then(() => 'stopped' as const);
    if ((await Promise.race([stopped, late])) === 'late') {
      log.warn({ part, ms }, 'did not stop in time: shutting down without waiting for it');
    }
  } catch (err) {
    log.warn({ part, reason: (err as Error)?.message }, 'failed to stop');
  } finally {
    clearTimeout(timer);
  }
}
