import { closeORM, initORM } from './orm.ts';

/**
 * `migrate`: apply pending migrations to the configured database (DATABASE_URL, else PGlite under DATA_DIR).
 * `create [name]`: write a migration for the difference between the entities and the existing migrations,
 * computed against a throw-away in-memory database, so no local database is needed or touched.
 * `create --blank [name]`: an empty migration to fill by hand.
 */
async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const log = (message: string) => console.log(message);
  if (command === 'migrate') {
    const orm = await initORM({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || './data',
      logger: log,
    });
    try {
      const applied = await orm.migrator.up();
      log(applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.');
    } finally {
      await closeORM(orm);
    }
    return;
  }
  if (command === 'create') {
    const blank = rest.includes('--blank');
    const name = rest.find((arg) => !arg.startsWith('--'));
    const orm = await initORM({ inMemory: true, migrate: true });
    try {
      const result = await orm.migrator.create(undefined, blank, false, name);
      log(
        result.fileName
          ? `Created ${result.fileName}`
          : 'No changes: the migrations already match the entities.',
      );
    } finally {
      await closeORM(orm);
    }
    return;
  }
  console.error('Usage: tsx src/db/cli.ts migrate | create [--blank] [name]');
  process.exitCode = 2;
}

await main(process.argv.slice(2));
