import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { freePort, stopChild, waitUntilReady } from './index.ts';

/** A real child process serving 200 on `port` after `delayMs`, or exiting with `exitCode` instead. */
function child(port: number, { delayMs = 300, exitCode }: { delayMs?: number; exitCode?: number } = {}) {
  const script =
    exitCode === undefined
      ? `setTimeout(() => require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), ${delayMs});`
      : `process.exit(${exitCode});`;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

test('freePort gives a port a server can listen on', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThan(0);
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  await new Promise((resolve) => server.close(resolve));
});

test('waitUntilReady resolves once the child answers 200, and stopChild ends it', async () => {
  const port = await freePort();
  const server = child(port);
  await waitUntilReady(server, `http://127.0.0.1:${port}/`);
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  await stopChild(server);
  expect(server.signalCode).toBe('SIGTERM');
});

test('waitUntilReady fails at once, with what the child logged, when the child exits before answering', async () => {
  const port = await freePort();
  const server = child(port, { exitCode: 3 });
  await expect(waitUntilReady(server, `http://127.0.0.1:${port}/`, { describe: () => 'the log' })).rejects.toThrow(
    /exited \(3\) before it was ready:\nthe log/,
  );
});

test('waitUntilReady gives up after its timeout and kills the child', async () => {
  const port = await freePort();
  const server = child(port, { delayMs: 60_000 });
  await expect(waitUntilReady(server, `http://127.0.0.1:${port}/`, { timeoutMs: 300 })).rejects.toThrow(/not ready in time/);
  await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once('exit', resolve)));
  expect(server.signalCode).toBe('SIGKILL');
});
