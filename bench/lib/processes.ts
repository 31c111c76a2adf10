// Servers under test run as child processes of their own, ended by their PID. Oeuvre runs as in production
// (Node 24 strips its types); the baseline server through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, stopChild, waitUntilReady } from '@oeuvre/test-kit';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// The backend's own tsx, loaded in the child itself, so the child's PID is the server's.
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'backend', 'package.json')).resolve('tsx')).href;

export { freePort };

export type Running = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts a TypeScript entry point (the backend's on plain node, others with tsx) and waits until `readyPath` answers 200. */
export async function startServer(entry: string, env: Record<string, string>, readyPath: string, nodeArgs: string[] = []): Promise<Running> {
  const port = await freePort();
  const loader = entry.startsWith('backend/') ? [] : ['--import', tsxLoader];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, 15_000);
  try {
    await waitUntilReady(child, url + readyPath, { timeoutMs: 60_000, describe: () => `${entry}: ${stderr}` });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, child, stop };
}
