import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { createPostgresDatabase, onServer, tempDataFolder } from './index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

test('tempDataFolder makes a fresh folder and remove takes it with what is in it', () => {
  const folder = tempDataFolder('kit');
  expect(path.basename(folder.path)).toMatch(/^oeuvre-kit-/);
  writeFileSync(path.join(folder.path, 'file'), 'x');
  folder.remove();
  expect(existsSync(folder.path)).toBe(false);
});

test('a data folder left when the process ends is removed', () => {
  const kit = path.join(import.meta.dirname, 'index.ts');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', `import { tempDataFolder } from ${JSON.stringify(kit)}; console.log(tempDataFolder('left').path);`], { encoding: 'utf8' });
  const left = run.stdout.trim();
  expect(left).toMatch(/oeuvre-left-/);
  expect(existsSync(left)).toBe(false);
});

const exists = async (name: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
};

test.runIf(serverUrl)('createPostgresDatabase makes a database of its own; drop removes it though it is in use', async () => {
  const db = await createPostgresDatabase(serverUrl!, 'oeuvre_kit');
  expect(db.name).toMatch(/^oeuvre_kit_\d+_[0-9a-f]{8}$/);
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  expect((await client.query('select current_database() as name')).rows[0].name).toBe(db.name);
  await db.drop();
  expect(await exists(db.name)).toBe(false);
  await db.drop();
});

test.runIf(serverUrl)('a database left when the process ends is dropped', async () => {
  const kit = path.join(import.meta.dirname, 'index.ts');
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import { createPostgresDatabase } from ${JSON.stringify(kit)}; console.log((await createPostgresDatabase(${JSON.stringify(serverUrl)}, 'oeuvre_kit_left')).name);`],
    { encoding: 'utf8' },
  );
  const name = run.stdout.trim();
  expect(name).toMatch(/^oeuvre_kit_left_/);
  expect(await exists(name)).toBe(false);
  await onServer(serverUrl!, `drop database if exists "${name}" with (force)`);
});
