import http from 'node:http';
import net from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { closeORM, initORM } from './db/orm.ts';
import { createApp } from './app.ts';
import { reportRuntime } from './runtime-stats.ts';
import { StorageUnavailable } from './modules/uploads/storage.ts';
import { uploadStorageOf } from './modules/uploads/upload-storage.ts';

/** Starts Oeuvre: config, database (migrated on start), HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  // A bucket that cannot be used stops the server here, with one line, rather than failing every upload later.
  try {
    await (await uploadStorageOf(config)).check();
  } catch (err) {
    if (err instanceof StorageUnavailable) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
  let orm;
  try {
    orm = await initORM({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  } catch (err) {
    logger.fatal({ message: (err as Error).message }, 'Cannot open the database');
    process.exit(1);
  }
  const oeuvre = await createApp({ config, orm, logger });
  const handle = oeuvre.callback();
  let stopping = false;
  const server = http.createServer((req, res) => {
    // While stopping, each answer closes its connection, so keep-alive clients leave instead of being cut off.
    if (stopping) res.setHeader('Connection', 'close');
    void handle(req, res);
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const engine = config.databaseUrl ? 'postgresql' : 'embedded (PGlite)';
  const uploads = config.uploadsStorage.kind === 's3' ? (await uploadStorageOf(config)).name : 'local folder';
  logger.info({ url: config.publicUrl, engine, uploads, signIn: config.builtinSignIn ? 'built-in' : 'oidc' }, `Oeuvre is listening on ${config.publicUrl}`);

  const stopRuntimeReport = reportRuntime(logger);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRuntimeReport();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Stops listening without cutting the idle keep-alive connections (http.Server.close would): a client may be
    // sending its next request on one at this very moment, which would be reset. Each is answered with `Connection:
    // close` instead, or ends at its keep-alive timeout; the 10 s above bound the wait.
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(force);
      await oeuvre.close();
      await closeORM(orm);
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
