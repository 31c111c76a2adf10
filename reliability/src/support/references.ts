// What rows point at what, read generically from information_schema: which rows an account owns, which still refer to it.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { rows } from './postgres.ts';

export type ForeignKey = {
  table: string;
  column: string;
  target: string;
  targetColumn: string;
  deleteRule: string;
};

export function foreignKeys(url: string): Promise<ForeignKey[]> {
  return rows<ForeignKey>(
    url,
    `select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as target,
            ccu.column_name as "targetColumn", rc.delete_rule as "deleteRule"
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
      where rc.constraint_schema = current_schema()
      order by 1, 2`,
  );
}

export async function tableNames(url: string): Promise<string[]> {
  const list = await rows<{ t: string }>(
    url,
    `select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return list.map((r) => r.t);
}

const quoteList = (ids: Iterable<string>) => [...ids].map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');

/** Row ids per table (as text). */
export type RowSet = Record<string, Set<string>>;

/**
 * Every row that hangs on the given rows through foreign keys, transitively: what deleting them takes along
 * (cascade) and what merely points at them (any rule), starting from `roots` (table -> ids).
 */
export async function rowsHangingOn(
  url: string,
  keys: ForeignKey[],
  roots: Record<string, (string | number)[]>,
  rules: string[],
): Promise<RowSet> {
  const found: RowSet = {};
  const queue: [string, string[]][] = Object.entries(roots).map(([t, ids]) => [t, ids.map(String)]);
  for (const [table, ids] of queue) for (const id of ids) (found[table] ??= new Set()).add(id);
  while (queue.length) {
    const [target, ids] = queue.shift()!;
    for (const key of keys.filter((k) => k.target === target && rules.includes(k.deleteRule))) {
      const hits = await rows<{ id: string }>(
        url,
        `select id::text as id from "${key.table}" where "${key.column}"::text in (${quoteList(ids)})`,
      );
      const fresh = hits.map((h) => h.id).filter((id) => !found[key.table]?.has(id));
      if (fresh.length === 0) continue;
      for (const id of fresh) (found[key.table] ??= new Set()).add(id);
      queue.push([key.table, fresh]);
    }
  }
  return found;
}

/** How many rows, per foreign key, still point at any of these rows. */
export async function referencesTo(
  url: string,
  keys: ForeignKey[],
  targets: RowSet,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const key of keys) {
    const ids = targets[key.target];
    if (!ids?.size) continue;
    const [row] = await rows<{ n: number }>(
      url,
      `select count(*)::int as n from "${key.table}" where "${key.column}"::text in (${quoteList(ids)})`,
    );
    counts[`${key.table}.${key.column} -> ${key.target}`] = row!.n;
  }
  return counts;
}

/** Every row of every table with a digest of its content: id -> md5. */
export async function rowDigests(
  url: string,
  tables: string[],
): Promise<Record<string, Map<string, string>>> {
  const digests: Record<string, Map<string, string>> = {};
  for (const table of tables) {
    const list = await rows<{ id: string; d: string }>(
      url,
      `select t.id::text as id, md5(t::text) as d from "${table}" t`,
    );
    digests[table] = new Map(list.map((r) => [r.id, r.d]));
  }
  return digests;
}

/** Every file under a folder, relative to it, with forward slashes. */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** Every file the upload rows name. */
export async function uploadFilesInDatabase(url: string): Promise<string[]> {
  const list = await rows<{ f: string }>(
    url,
    `select jsonb_array_elements_text(variants::jsonb) as f from upload`,
  );
  return list.map((r) => r.f).sort();
}
