// The real server (`backend/src/main.ts`) as a child process, as `pnpm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@oeuvre/test-kit';
import { INSPECTOR_NOTICE } from './inspector.ts';

export const backendDir = path.dirname(fileURLToPath(import.meta.resolve('@oeuvre/backend/package.json')));

/** A secret every instance shares, so a session cookie signed by one is good on another. */
export const SHARED_SESSION_SECRET = 'reliability-suite-session-secret-0123456789abcdef';

export { freePort };

export function tempDataDir(name = 'site'): string {
  return mkdtempSync(path.join(tmpdir(), `oeuvre-reliability-${name}-`));
}

export type ServerOptions = {
  databaseUrl: string;
  dataDir: string;
  port?: number;
  adminEmails?: string[];
  /** Variables for the server (over the defaults below); `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Options for Node itself, before the script (e.g. `--trace-gc`, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
  /** Sees every log line (the server logs JSON, one object per line). */
  onLog?: (line: string) => void;
};

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last log lines (JSON), at most LOG_LINES_KEPT. */
  logs: string[];
  /** Log lines at level error or fatal (all of them). */
  errors: string[];
  exitCode: () => number | null | undefined;
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`); answers the exit code. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<number | null>;
};

const LOG_LINES_KEPT = 5_000;

// Servers still running when this process ends (a failed setup, an interrupted run) end with it.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `src/main.ts` on 127.0.0.1 and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SESSION_SECRET: SHARED_SESSION_SECRET,
      ADMIN_EMAILS: (options.adminEmails ?? []).join(','),
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(options.dataDir, 'no-web'),
      // As `pnpm start` runs the server (backend/package.json): glibc's malloc gives large blocks (libvips' image
      // buffers) back to the system when freed instead of keeping them in its arenas. See README, "Memory".
      MALLOC_MMAP_THRESHOLD_: '131072',
      // These suites sign in and upload as many people from 127.0.0.1, far faster than anyone would: the sign-in
      // rate limit and the upload allowance are tested on their own (backend: sign-in-abuse, upload-flood).
      SIGNIN_ATTEMPTS_PER_SECOND: '0',
      UPLOADS_PER_HOUR: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const errors: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      options.onLog?.(line);
      logs.push(line);
      if (logs.length > LOG_LINES_KEPT) logs.splice(0, logs.length - LOG_LINES_KEPT);
      if (/"level":(50|60)\b/.test(line) || (!line.startsWith('{') && !INSPECTOR_NOTICE.test(line)))
        errors.push(line);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  running.add(child);
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (c, signal) => {
      running.delete(child);
      code = c ?? (signal ? -1 : null);
      resolve(code);
    }),
  );

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (code !== undefined)
      throw new Error(`The server exited (${code}) before it was ready:\n${logs.slice(-20).join('\n')}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${logs.slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    port,
    pid: child.pid!,
    child,
    logs,
    errors,
    exitCode: () => code,
    exited,
    stop: async (signal = 'SIGTERM', timeoutMs = 20_000) => {
      if (code !== undefined) return code;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Removes a data folder made by tempDataDir. */
export function removeDataDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
