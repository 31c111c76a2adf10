import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './port.ts';
import { waitUntilReady } from './process.ts';

/** The backend package, whose `src/main.ts` is the server every suite starts. */
export const backendDir = path.resolve(import.meta.dirname, '..', '..', '..', 'backend');

export type Env = Record<string, string | undefined>;

export type StartServerOptions = {
  /** The script Node runs, relative to `cwd`: the real server (`src/main.ts` of the backend) unless told. */
  entry?: string;
  cwd?: string;
  /** A free port when not given. */
  port?: number;
  /**
   * Variables for the server over this process's own, HOST and PORT; a function gets the server's base URL
   * (for PUBLIC_URL). `undefined` removes a variable.
   */
  env?: Env | ((url: string) => Env);
  /** Options for Node itself, before the script (`--trace-gc`, `--cpu-prof`, a loader). */
  nodeArgs?: string[];
  /** Polled until it answers 200. */
  readyPath?: string;
  readyTimeoutMs?: number;
  /**
   * `keep` (the default) keeps the output's lines in `logs`; `stderr` keeps only those and drops the rest
   * unread (a measured server's own log costs this process nothing); `inherit` writes them to this process's output.
   */
  output?: 'keep' | 'stderr' | 'inherit';
  /** Sees every line the server writes (with `output: 'keep'`). */
  onLog?: (line: string) => void;
  /** How many of the last lines `logs` keeps. */
  keepLines?: number;
};

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last lines the server wrote (its log: JSON, one object a line). */
  logs: string[];
  /** The exit code once it has ended (-1 when a signal ended it), else undefined. */
  exitCode: () => number | null | undefined;
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`); answers the exit code. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<number | null>;
};

// Servers still running when this process ends (a failed setup, an interrupted run) end with it.
const running = new Set<ChildProcess>();
let exitHook = false;

/** Starts the server (or another script) on 127.0.0.1 as a child process and waits until `readyPath` answers 200. */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const extra = typeof options.env === 'function' ? options.env(url) : (options.env ?? {});
  const env: Env = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...extra };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const entry = options.entry ?? 'src/main.ts';
  const output = options.output ?? 'keep';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: options.cwd ?? backendDir,
    env,
    stdio: ['ignore', output === 'keep' ? 'pipe' : output === 'stderr' ? 'ignore' : 'inherit', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  const logs: string[] = [];
  const keepLines = options.keepLines ?? 5_000;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      options.onLog?.(line);
      logs.push(line);
      if (logs.length > keepLines) logs.splice(0, logs.length - keepLines);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (c, signal) => {
      running.delete(child);
      code = c ?? (signal ? -1 : null);
      resolve(code);
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000) => {
    if (code !== undefined) return code;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilReady(child, url + (options.readyPath ?? '/api/health'), {
      timeoutMs: options.readyTimeoutMs ?? 90_000,
      describe: () => `${entry}:\n${logs.slice(-20).join('\n')}`,
    });
  } catch (err) {
    await stop('SIGKILL');
    throw err;
  }
  return { url, port, pid: child.pid!, child, logs, exitCode: () => code, exited, stop };
}
