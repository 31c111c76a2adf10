// Inserts many entity rows in one statement per table: one array parameter per column, unnested by the server.
import type { EntityClass, EntityMetadata } from '@mikro-orm/core';
import type { Orm } from '../../backend/src/db/orm.ts';
import type { PgPool } from './pg.ts';

type Column = { property: string; name: string; type: string; json: boolean; array: boolean };

/** Columns for the properties a row sets, named and typed as the ORM maps them. */
function columnsOf(meta: EntityMetadata, row: Record<string, unknown>): Column[] {
  return Object.keys(row).map((property) => {
    const prop = meta.properties[property as keyof typeof meta.properties];
    if (!prop?.fieldNames?.[0]) throw new Error(`${meta.className}.${property} is not a column`);
    const type = String(prop.columnTypes?.[0] ?? 'text').toLowerCase();
    return { property, name: prop.fieldNames[0], type, json: type === 'jsonb' || type === 'json', array: type.endsWith('[]') };
  });
}

/** A PostgreSQL array literal for a text[] column: {"a","b"}. */
const arrayLiteral = (values: unknown[]) => `{${values.map((v) => `"${String(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

function cell(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.json) return JSON.stringify(value);
  if (column.array) return arrayLiteral(value as unknown[]);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

export function bulkInserter(orm: Orm, pool: PgPool) {
  return async function insert(entity: EntityClass<object>, rows: Record<string, unknown>[]): Promise<void> {
    if (!rows.length) return;
    const meta = orm.getMetadata().get(entity);
    const columns = columnsOf(meta, rows[0]!);
    // Arrays of arrays do not unnest as rows: text[] values travel as literals and are cast back.
    const paramType = (c: Column) => (c.array ? 'text' : c.type);
    const sql =
      `insert into "${meta.tableName}" (${columns.map((c) => `"${c.name}"`).join(', ')}) ` +
      `select ${columns.map((c, i) => (c.array ? `c${i}::${c.type}` : `c${i}`)).join(', ')} ` +
      `from unnest(${columns.map((c, i) => `$${i + 1}::${paramType(c)}[]`).join(', ')}) as u(${columns.map((_, i) => `c${i}`).join(', ')})`;
    await pool.query(sql, columns.map((c) => rows.map((row) => cell(c, row[c.property]))));
  };
}
