// The `pg` driver the backend's PostgreSQL engine already uses, found through it (no second copy to install).
import { createRequire } from 'node:module';

export interface PgClient {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}
export interface PgPool extends PgClient {
  connect(): Promise<PgClient & { release(): void }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}
type PgModule = { Pool: new (options: { connectionString: string; max?: number }) => PgPool };

const backend = createRequire(new URL('../../backend/package.json', import.meta.url));
const driver = createRequire(backend.resolve('@mikro-orm/postgresql'));
export const pg = driver('pg') as PgModule;

/** A pool whose idle connections may be cut (the database dropped at the end) without ending the process. */
export function createPool(connectionString: string, max: number): PgPool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}

// Databases of the benchmark's own are made and dropped as every suite does.
export { databaseUrl, onServer } from '@oeuvre/test-kit';
