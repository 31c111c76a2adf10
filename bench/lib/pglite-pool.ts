// The embedded engine seen as the small part of a pg pool the seeder uses: queries with $n parameters, through the
// ORM's own PGlite instance (one process holds an embedded database at a time).
import { createRequire } from 'node:module';
import type { Orm } from '../../backend/src/db/orm.ts';
import type { PgPool } from './pg.ts';

type CompiledQuery = { raw(sql: string, parameters: unknown[]): unknown };
type Kysely = { executeQuery(query: unknown): Promise<{ rows: unknown[] }> };

const backend = createRequire(new URL('../../backend/package.json', import.meta.url));
const kysely = createRequire(backend.resolve('@mikro-orm/pglite'))('kysely') as { CompiledQuery: CompiledQuery };

export function pglitePool(orm: Orm): PgPool {
  const client = orm.em.getConnection().getClient() as unknown as Kysely;
  const query = async <R>(text: string, values: unknown[] = []) => ({
    rows: (await client.executeQuery(kysely.CompiledQuery.raw(text, values))).rows as R[],
  });
  return {
    query,
    connect: async () => ({ query, release: () => undefined }),
    end: async () => undefined,
    on: () => undefined,
  };
}
