// A suite's site: its own PostgreSQL database, data folder and server(s), made before the suite's tests (beforeAll)
// and removed after them (afterAll). Called at the top of a file or inside a describe, as the hooks it registers are.
import { afterAll, beforeAll } from 'vitest';
import { signIn, uniqueEmail, type Browser } from './people.ts';
import { createDatabase, type Database } from './postgres.ts';
import { removeDataDir, startServer, tempDataDir, type ServerProcess } from './server-process.ts';

export type SiteOptions = {
  /** How many admin addresses the server is started with; each is signed in (`admins`) unless `signIn` is false. */
  admins?: number;
  signIn?: boolean;
  /** How many servers share the database and data folder, started together (on an empty database, all migrate). */
  instances?: number;
  /** The signal that stops the servers at the end (SIGKILL where a test already stopped or killed one). */
  stopSignal?: NodeJS.Signals;
  /** Runs after the tests, before the servers stop and the database is dropped. */
  beforeTeardown?: () => Promise<void>;
};

export type Site = {
  db: Database;
  dataDir: string;
  /** The first server (of `servers`); a test that restarts it puts the new one here, and that one is stopped. */
  server: ServerProcess;
  servers: ServerProcess[];
  adminEmails: string[];
  /** A signed-in browser for each admin address, in the same order. */
  admins: Browser[];
  /** The first admin's browser. */
  admin: Browser;
};

/** Starts the servers together; if one does not come up, stops the others and throws its reason. */
async function startTogether(count: number, databaseUrl: string, dataDir: string, adminEmails: string[]) {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer({ databaseUrl, dataDir, adminEmails })),
  );
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (up.length < count) {
    await Promise.all(up.map((server) => server.stop()));
    throw (started.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  }
  return up;
}

/** Registers the hooks that make and remove the site; its fields are there once the suite's beforeAll ran. */
export function useSite(name: string, options: SiteOptions = {}): Site {
  const { admins = 1, instances = 1 } = options;
  const adminEmails = Array.from({ length: admins }, (_, i) =>
    uniqueEmail(admins === 1 ? 'admin' : `admin-${i + 1}`),
  );
  const site = { adminEmails, servers: [], admins: [] } as unknown as Site;

  beforeAll(async () => {
    site.db = await createDatabase();
    site.dataDir = tempDataDir(name);
    site.servers = await startTogether(instances, site.db.url, site.dataDir, adminEmails);
    site.server = site.servers[0]!;
    if (options.signIn !== false) {
      for (const email of adminEmails) site.admins.push(await signIn(site.server.url, email));
      site.admin = site.admins[0]!;
    }
  });
  afterAll(async () => {
    await options.beforeTeardown?.();
    const running = new Set([site.server, ...site.servers].filter(Boolean));
    await Promise.all([...running].map((server) => server.stop(options.stopSignal)));
    await site.db?.drop();
    if (site.dataDir) removeDataDir(site.dataDir);
  });
  return site;
}
