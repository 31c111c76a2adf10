import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { tempDataFolder, type DataFolder } from '@oeuvre/test-kit';
import type { Orm } from '../src/db/orm.ts';
import { setRequireApproval } from '../src/modules/artists/artist.fixtures.ts';
import { createTestOrm, type Engine, type TestOrm } from './db.ts';
import type { Browser } from './http.ts';
import { signedInBrowser, startTestServer, type TestServer } from './server.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

export type TestSiteOptions = {
  /** Server settings (environment variables) on top of the tests' own. */
  env?: Record<string, string>;
  /** A web build whose index.html is this text, for the server-rendered pages. */
  index?: string;
  /** The site's "changes wait for review" setting, when the file needs it set one way. */
  requireApproval?: boolean;
  /** An admin signed in in a browser (`site.admin`): the email, or the email and the name. */
  admin?: string | { email: string; firstName: string; lastName: string };
  /**
   * A test SMTP server (`site.smtp`): `'configured'` gives it to the server as SMTP_URL; with `'unconfigured'` the
   * server has none until one is saved in the email settings.
   */
  smtp?: 'configured' | 'unconfigured';
};

/** A test file's server: its database, the running server and, when asked for, an admin's browser. */
export type TestSite = {
  db: TestOrm;
  orm: Orm;
  server: TestServer;
  admin: Browser;
  smtp: TestSmtp;
};

/**
 * The real server on `engine`, over a fresh database of its own: started before the file's (or the describe
 * block's) first test and closed after its last. Its parts are there in tests and hooks, not while tests are
 * collected.
 */
export function testSite(engine: Engine, options: TestSiteOptions = {}): TestSite {
  let db: TestOrm | undefined;
  let server: TestServer | undefined;
  let admin: Browser | undefined;
  let web: DataFolder | undefined;
  let smtp: TestSmtp | undefined;

  beforeAll(async () => {
    const env = { ...options.env };
    if (options.index !== undefined) {
      web = tempDataFolder('web');
      writeFileSync(path.join(web.path, 'index.html'), options.index);
      env.WEB_DIST = web.path;
    }
    db = await createTestOrm(engine);
    if (options.smtp) smtp = await startTestSmtp();
    if (smtp && options.smtp === 'configured') env.SMTP_URL = smtp.url;
    server = await startTestServer(db.orm, env);
    if (options.requireApproval !== undefined) await setRequireApproval(db.orm, options.requireApproval);
    if (options.admin) {
      const { email, ...name } = typeof options.admin === 'string' ? { email: options.admin } : options.admin;
      admin = await signedInBrowser(server, email, { admin: true, ...name });
    }
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await db?.close();
    web?.remove();
  });

  const ready = <T>(part: T | undefined, name: string): T => {
    if (part === undefined)
      throw new Error(`The test site's ${name} is there once the file's first test runs`);
    return part;
  };
  return {
    get db() {
      return ready(db, 'database');
    },
    get orm() {
      return ready(db, 'database').orm;
    },
    get server() {
      return ready(server, 'server');
    },
    get admin() {
      return ready(admin, 'admin (ask for one with `admin`)');
    },
    get smtp() {
      return ready(smtp, 'SMTP server (ask for one with `smtp`)');
    },
  };
}

/** Calls `record` with every statement the server runs, as the ORM logs it. */
export function onEveryQuery(orm: Orm, record: (query: string) => void): void {
  const logger = orm.config.getLogger();
  logger.setDebugMode(['query']);
  logger.logQuery = (context: { query: string }) => record(context.query);
}
