// The real server (`backend/src/main.ts`) as a child process, as `pnpm start` runs it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startServer as startChildServer,
  tempDataFolder,
  type DataFolder,
  type ServerProcess as ChildServer,
} from '@oeuvre/test-kit';
import { INSPECTOR_NOTICE } from './inspector.ts';

export const backendDir = path.dirname(fileURLToPath(import.meta.resolve('@oeuvre/backend/package.json')));

/** A secret every instance shares, so a session cookie signed by one is good on another. */
export const SHARED_SESSION_SECRET = 'reliability-suite-session-secret-0123456789abcdef';

export { freePort };

const folders = new Map<string, DataFolder>();

/** A fresh data folder; removed by removeDataDir, or when this process ends. */
export function tempDataDir(name = 'site'): string {
  const folder = tempDataFolder(`reliability-${name}`);
  folders.set(folder.path, folder);
  return folder.path;
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

export type ServerProcess = ChildServer & {
  /** Log lines at level error or fatal (all of them). */
  errors: string[];
};

/** Starts `src/main.ts` on 127.0.0.1 and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const errors: string[] = [];
  const server = await startChildServer({
    ...(options.port === undefined ? {} : { port: options.port }),
    nodeArgs: options.nodeArgs ?? [],
    readyTimeoutMs: options.readyTimeoutMs ?? 90_000,
    env: (url) => ({
      NODE_ENV: 'test',
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
    }),
    onLog: (line) => {
      options.onLog?.(line);
      if (/"level":(50|60)\b/.test(line) || (!line.startsWith('{') && !INSPECTOR_NOTICE.test(line))) errors.push(line);
    },
  });
  return { ...server, errors };
}

/** Removes a data folder made by tempDataDir. */
export function removeDataDir(dir: string | undefined): void {
  if (!dir) return;
  folders.get(dir)?.remove();
  folders.delete(dir);
}
