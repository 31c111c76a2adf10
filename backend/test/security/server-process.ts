// The real server (src/main.ts) in a child process, so its memory can be read on its own (/proc/<pid>/status).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase, startServer, tempDataFolder, type TestDatabase } from '@oeuvre/test-kit';

export type ServerProcess = {
  url: string;
  pid: number;
  dataDir: string;
  logs: string[];
  /** Resident memory now, in MB. */
  rssMb: () => number;
  /** The highest resident memory since start or the last `resetPeak` (the kernel's high-water mark), in MB. */
  peakRssMb: () => number;
  /** Starts a new high-water mark from the current resident memory (Linux clear_refs 5). */
  resetPeak: () => void;
  /** Which database the server runs on. */
  engine: 'postgresql' | 'pglite';
  stop: () => Promise<void>;
};

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

/**
 * Starts the server on a random port with a fresh data folder and database: a new PostgreSQL database when
 * TEST_DATABASE_URL is set, else the embedded engine in the data folder. Resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const folder = tempDataFolder('security');
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: TestDatabase | undefined;
  const cleanup = async () => {
    folder.remove();
    await database?.drop();
  };
  try {
    if (serverUrl) database = await createPostgresDatabase(serverUrl, 'oeuvre_security');
    const server = await startServer({
      env: (url) => ({
        NODE_ENV: 'test',
        PUBLIC_URL: url,
        DATA_DIR: folder.path,
        DATABASE_URL: database?.url ?? '',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(folder.path, 'no-web'),
        ...env,
      }),
      readyTimeoutMs: 60_000,
    });
    const { pid } = server;
    return {
      url: server.url,
      pid,
      dataDir: folder.path,
      logs: server.logs,
      rssMb: () => statusKb(pid, 'VmRSS') / 1024,
      peakRssMb: () => statusKb(pid, 'VmHWM') / 1024,
      resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
      engine: serverUrl ? 'postgresql' : 'pglite',
      stop: async () => {
        await server.stop('SIGTERM', 10_000);
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
