// Servers under test run as child processes of their own, ended by their PID. Oeuvre runs as in production
// (Node 24 strips its types); the baseline server through tsx.
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startServer as startChildServer } from '@oeuvre/test-kit';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// The backend's own tsx, loaded in the child itself, so the child's PID is the server's.
const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'backend', 'package.json')).resolve('tsx')).href;

export { freePort };

export type Running = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts a TypeScript entry point (the backend's on plain node, others with tsx) and waits until `readyPath` answers 200. */
export async function startServer(entry: string, env: Record<string, string>, readyPath: string, nodeArgs: string[] = []): Promise<Running> {
  const loader = entry.startsWith('backend/') ? [] : ['--import', tsxLoader];
  const server = await startChildServer({ entry, cwd: repoRoot, env, readyPath, nodeArgs: [...nodeArgs, ...loader], readyTimeoutMs: 60_000, output: 'stderr', keepLines: 50 });
  return { url: server.url, child: server.child, stop: async () => void (await server.stop('SIGTERM', 15_000)) };
}
