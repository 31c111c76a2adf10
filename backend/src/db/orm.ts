import { join } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/sql';
import { entities } from './entities.ts';

/** The SQL entity manager both engines hand out (PGlite and PostgreSQL share the PostgreSQL dialect). */
export type Em = EntityManager<AbstractSqlDriver>;
export type Orm = MikroORM<AbstractSqlDriver, Em>;

export interface OrmOptions {
  /** PostgreSQL server; without it the embedded engine (PGlite) is used. */
  databaseUrl?: string;
  /** Where the embedded cluster lives (`<dataDir>/pglite`). */
  dataDir?: string;
  /** Embedded engine in memory only (tests). */
  inMemory?: boolean;
  /** Log every query. */
  debug?: boolean;
  /** Apply pending migrations before returning. */
  migrate?: boolean;
  /** Where ORM and migration messages go; silent about migrations when absent. */
  logger?: (message: string) => void;
}

export const migrationsDir = join(import.meta.dirname, 'migrations');

const POOL_ACQUIRE_TIMEOUT_MS = 5_000;
const HEALTH_CHECK_TIMEOUT_MS = 2_000;

export async function initORM(options: OrmOptions = {}): Promise<Orm> {
  const config = options.databaseUrl ? await postgresConfig(options) : await pgliteConfig(options);
  const orm = (await MikroORM.init({
    ...config,
    entities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      // New migrations are diffed against a database migrated from scratch (see cli.ts), not a snapshot file.
      snapshot: false,
      silent: !options.logger,
    },
    // Our own import(), so migration files load through whatever runs this code (tsx, vitest).
    dynamicImportProvider: (id: string) => import(id),
  })) as unknown as Orm;
  if (options.migrate) await migrate(orm, Boolean(options.databaseUrl));
  return orm;
}

// Any fixed number: every instance asks for the same lock.
const MIGRATION_LOCK_ID = 7_210_001;

/** Applies pending migrations; instances started together on one PostgreSQL database take turns (the later find none). */
async function migrate(orm: Orm, postgres: boolean): Promise<void> {
  if (!postgres) {
    await orm.migrator.up();
    return;
  }
  const connection = orm.em.getConnection();
  await connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_ID], 'all', trx);
    await orm.migrator.up({ transaction: trx });
  });
}

async function pgliteConfig(options: OrmOptions): Promise<Partial<Options>> {
  const [{ PgliteDriver }, { pg_trgm }] = await Promise.all([
    import('@mikro-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return {
    driver: PgliteDriver,
    dbName: options.inMemory ? 'memory://' : join(options.dataDir ?? './data', 'pglite'),
    driverOptions: { extensions: { pg_trgm } },
  };
}

async function postgresConfig(options: OrmOptions): Promise<Partial<Options>> {
  const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
  const log = options.logger ?? (() => {});
  return {
    driver: PostgreSqlDriver,
    clientUrl: options.databaseUrl,
    pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
    driverOptions: {
      // A request waits at most this long for a connection, then fails instead of hanging.
      connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
      // An idle connection dropped by a restarting server emits 'error'; unheard, it would end the process.
      onPoolCreated: (pool: { on(event: 'error', listener: (error: Error) => void): void }) => {
        pool.on('error', (error) => log(`database connection lost: ${error.message}`));
      },
    },
  };
}

export async function closeORM(orm: Orm): Promise<void> {
  await orm.close(true);
}

/** Answers within a couple of seconds whether the database runs queries. */
export async function isDatabaseUp(orm: Orm): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  const probe = orm.driver
    .getConnection()
    .execute('select 1 as up')
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
