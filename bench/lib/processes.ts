// Servers under test run as child processes of their own, ended by their PID. Oeuvre runs as in production
// (Node 24 strips its types); the baseline server through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// The backend's own tsx, loaded in the child itself, so the child's PID is the server's.
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'backend', 'package.json')).resolve('tsx')).href;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

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
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(url + readyPath).then((r) => r.status === 200, () => false);
    if (ok) return { url, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${entry} did not become ready: ${stderr}`);
}
