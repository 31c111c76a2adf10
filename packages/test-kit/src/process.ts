import type { ChildProcess } from 'node:child_process';

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Polls `url` until it answers 200. Fails at once when the child exits first, and after `timeoutMs`
 * (the child is then killed); `describe()` adds what the child logged to the error.
 */
export async function waitUntilReady(
  child: ChildProcess,
  url: string,
  options: { timeoutMs?: number; describe?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const detail = () => (options.describe ? `:\n${options.describe()}` : '');
  for (;;) {
    if (hasExited(child)) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready${detail()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time${detail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends the child with SIGTERM (its graceful shutdown), SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
