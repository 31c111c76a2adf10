import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tempDataFolder } from '@oeuvre/test-kit';
import { loadConfig, type Config } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { createApp, type OeuvreApp } from '../src/app.ts';
import type { Orm } from '../src/db/orm.ts';
import { Browser } from './http.ts';

export type TestServer = {
  url: string;
  config: Config;
  orm: Orm;
  app: OeuvreApp;
  /** Every log line the server wrote, as JSON text. */
  logs: string[];
  browser: () => Browser;
  close: () => Promise<void>;
};

/**
 * The real server on a random port of 127.0.0.1, over a database the caller owns
 * (one per test file), with its own DATA_DIR for uploads.
 */
export async function startTestServer(orm: Orm, env: Record<string, string> = {}): Promise<TestServer> {
  const server = http.createServer();
  // The tests' fetch (undici) drops a socket idle for about 4 s; with the server's own 5 s, a request sent after a
  // pause of that length on a busy machine could meet the server's close (ECONNRESET). The client closes first here.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const folder = tempDataFolder('test');
  const dataDir = folder.path;
  const config = loadConfig(
    // Suites upload and sign in far faster than anyone would, all from 127.0.0.1: the upload allowance and the
    // sign-in rate limit are tested on their own (upload-flood, sign-in-abuse).
    { NODE_ENV: 'test', UPLOADS_PER_HOUR: '0', SIGNIN_ATTEMPTS_PER_SECOND: '0', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'debug', WEB_DIST: path.join(dataDir, 'no-web'), ...env },
    { persistSecret: false },
  );
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const app = await createApp({ config, orm, logger });
  server.on('request', app.callback());
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config,
    orm,
    app,
    logs,
    browser: () => new Browser(config.publicUrl),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      folder.remove();
    },
  };
}

/**
 * A browser signed in through the real flow (grant + built-in provider). `admin: true` promotes the
 * user in the database first, as an admin would have done.
 */
export async function signedInBrowser(
  server: TestServer,
  email: string,
  options: { admin?: boolean; firstName?: string; lastName?: string } = {},
): Promise<Browser> {
  const browser = server.browser();
  const { signInThroughBuiltinProvider } = await import('./http.ts');
  await signInThroughBuiltinProvider(browser, { email, firstName: options.firstName ?? 'Test', lastName: options.lastName ?? 'Person' });
  if (options.admin) {
    const { User } = await import('../src/modules/users/user.entity.ts');
    const em = server.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: email.toLowerCase() });
    user.isAdmin = true;
    await em.flush();
  }
  return browser;
}
