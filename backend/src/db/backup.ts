// Backup and restore of a whole site: the database (pg_dump/pg_restore on PostgreSQL, a copy of the embedded
// engine's folder) and the uploads folder, with the row count of every table to check a restore against. Uploads
// kept in a bucket (UPLOADS_STORAGE) are backed up by the storage's own tools, not here: the backup then holds the
// database, and checks that the bucket holds every file the upload rows name.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IsolationLevel } from '@mikro-orm/core';
import { ConfigError, loadConfig, type UploadsStorageConfig } from '../config.ts';
import { migrateUploads } from '../modules/uploads/migrate-uploads.ts';
import { StorageUnavailable, type UploadStorage } from '../modules/uploads/storage.ts';
import { uploadStorageOf } from '../modules/uploads/upload-storage.ts';
import { closeORM, initORM, type Em } from './orm.ts';
import { EMBEDDED_CLUSTER, embeddedDatabaseOpen, embeddedOpenMessage } from './embedded-open.ts';

/** Where a site keeps its data: PostgreSQL when `databaseUrl` is set, else the embedded engine under `dataDir`. */
export type Site = { databaseUrl?: string | undefined; dataDir: string; uploadsStorage?: UploadsStorageConfig };

export type Engine = 'postgresql' | 'pglite';

export type Manifest = {
  format: 1;
  engine: Engine;
  createdAt: string;
  /** Rows of every table, counted in the same snapshot the dump was taken from. */
  tables: Record<string, number>;
  /** Files the upload rows name. */
  uploadFiles: number;
  /** Files the upload rows name that were already missing from the site's uploads folder (or bucket). */
  missingFiles: string[];
  /** Set when the uploads were in a bucket, not copied into the backup: `s3://bucket/prefix`. */
  uploadsStorage?: string;
};

/** A refusal or failure worth one line to the person running the command. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';
const CLUSTER = EMBEDDED_CLUSTER;
const UPLOADS = 'uploads';

const engineOf = (site: Site): Engine => (site.databaseUrl ? 'postgresql' : 'pglite');
const engineName = (engine: Engine) => (engine === 'postgresql' ? 'PostgreSQL' : 'embedded (PGlite)');

/** The row count of every table of the current schema. */
export async function tableCounts(em: Em): Promise<Record<string, number>> {
  const tables = await em.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await em.execute<{ n: string | number }[]>(
      `select count(*) as n from "${table.replace(/"/g, '""')}"`,
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Every file the upload rows name, relative to the uploads folder. */
export async function uploadFilesOf(em: Em): Promise<string[]> {
  const rows = await em.execute<{ variants: unknown }[]>('select variants from upload order by id');
  return rows.flatMap(({ variants }) => {
    const list = typeof variants === 'string' ? (JSON.parse(variants) as unknown) : variants;
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  });
}

const missingIn = (uploadsDir: string, files: string[]) =>
  files.filter((file) => !existsSync(path.join(uploadsDir, file)));

/** The site's bucket, or undefined when its uploads are a folder under DATA_DIR. */
async function bucketOf(site: Site): Promise<UploadStorage | undefined> {
  if (site.uploadsStorage?.kind !== 's3') return undefined;
  const storage = await uploadStorageOf(site);
  await storage.check();
  return storage;
}

/** The files missing from a bucket, asked a few at a time. */
async function missingFrom(storage: UploadStorage, files: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let at = 0; at < files.length; at += 8) {
    const batch = files.slice(at, at + 8);
    const found = await Promise.all(batch.map((file) => storage.info(file)));
    batch.forEach((file, i) => found[i] === undefined && missing.push(file));
  }
  return missing;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

function refuseIfClusterOpen(clusterDir: string): void {
  if (embeddedDatabaseOpen(clusterDir)) throw new BackupError(embeddedOpenMessage(clusterDir));
}

/** Copies a folder's files into another, keeping files already there (uploads never change once written). */
async function copyFiles(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, force: false, errorOnExist: false });
}

/** A connection string without its password, which goes through PGPASSWORD instead of the process list. */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs pg_dump or pg_restore; its own error text is passed on when it fails. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${tool} failed (exit code ${code}): ${stderr.trim().split('\n').slice(-5).join(' | ')}`,
          ),
        );
    });
  });
}

/**
 * Backs a site up into `destination` (a new or empty folder): the database, the uploads folder and a manifest.
 * PostgreSQL is dumped while the server runs, from one snapshot whose row counts go into the manifest; the uploads
 * are copied before and after it, so every upload row of the snapshot finds its file (files are written before
 * their row and removed after it). The embedded engine is copied as a folder, which needs the server stopped.
 */
export async function backupSite(site: Site, destination: string): Promise<Manifest> {
  if (!(await isEmptyFolder(destination)))
    throw new BackupError(`${destination} is not empty: choose a new folder for the backup.`);
  const uploadsDir = path.join(site.dataDir, UPLOADS);
  const backupUploads = path.join(destination, UPLOADS);
  const engine = engineOf(site);
  const clusterDir = path.join(site.dataDir, CLUSTER);
  if (engine === 'pglite') {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
      throw new BackupError(`There is no embedded database in ${clusterDir}.`);
    refuseIfClusterOpen(clusterDir);
  }
  const bucket = await bucketOf(site);
  // The bucket's objects are backed up by the storage's own tools (versioning, replication, rclone).
  const copyUploads = () => (bucket ? Promise.resolve() : copyFiles(uploadsDir, backupUploads));
  await mkdir(destination, { recursive: true });
  let tables: Record<string, number>;
  let files: string[];

  if (engine === 'pglite') {
    await cp(clusterDir, path.join(destination, CLUSTER), { recursive: true });
    // A server started during the copy would make it inconsistent.
    refuseIfClusterOpen(clusterDir);
    await copyUploads();
    // Counted in the copy, so the site's own folder is only ever read.
    const orm = await initORM({ dataDir: destination });
    try {
      tables = await tableCounts(orm.em.fork());
      files = await uploadFilesOf(orm.em.fork());
    } finally {
      await closeORM(orm);
    }
  } else {
    await copyUploads();
    const orm = await initORM({ databaseUrl: site.databaseUrl });
    try {
      const { url, env } = toolConnection(site.databaseUrl!);
      ({ tables, files } = await orm.em.fork().transactional(
        async (tx) => {
          const [{ snapshot }] = (await tx.execute<{ snapshot: string }[]>(
            'select pg_export_snapshot() as snapshot',
          )) as [{ snapshot: string }];
          const counted = { tables: await tableCounts(tx), files: await uploadFilesOf(tx) };
          await runTool(
            'pg_dump',
            [
              '--format=custom',
              `--snapshot=${snapshot}`,
              `--file=${path.join(destination, DUMP)}`,
              `--dbname=${url}`,
            ],
            env,
          );
          return counted;
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      ));
    } finally {
      await closeORM(orm);
    }
    await copyUploads();
  }

  const manifest: Manifest = {
    format: 1,
    engine,
    createdAt: new Date().toISOString(),
    tables,
    uploadFiles: files.length,
    missingFiles: bucket ? await missingFrom(bucket, files) : missingIn(backupUploads, files),
    ...(bucket ? { uploadsStorage: bucket.name } : {}),
  };
  await writeFile(path.join(destination, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export async function readManifest(source: string): Promise<Manifest> {
  const file = path.join(source, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${source} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== 1 || (manifest.engine !== 'postgresql' && manifest.engine !== 'pglite')) {
    throw new BackupError(`${file} is not a backup manifest this version can read.`);
  }
  return manifest;
}

export type RestoreResult = { manifest: Manifest; tables: Record<string, number>; missingFiles: string[] };

/**
 * Restores a backup into an empty database of the same engine (a new PostgreSQL database, or a DATA_DIR without
 * an embedded database), with its uploads; then checks every table's row count against the manifest.
 */
export async function restoreSite(site: Site, source: string): Promise<RestoreResult> {
  const manifest = await readManifest(source);
  const engine = engineOf(site);
  if (manifest.engine !== engine) {
    throw new BackupError(
      `This backup is of the ${engineName(manifest.engine)} database; the configured database is ${engineName(engine)}` +
        (manifest.engine === 'pglite'
          ? ' (unset DATABASE_URL to restore it).'
          : ' (set DATABASE_URL to an empty PostgreSQL database).'),
    );
  }
  const uploadsDir = path.join(site.dataDir, UPLOADS);
  const bucket = await bucketOf(site); // before anything is restored: a bucket that cannot be used stops here

  if (engine === 'pglite') {
    const clusterDir = path.join(site.dataDir, CLUSTER);
    if (!(await isEmptyFolder(clusterDir))) {
      throw new BackupError(
        `${clusterDir} already holds a database: restore into a DATA_DIR without one (move it away first).`,
      );
    }
    await cp(path.join(source, CLUSTER), clusterDir, { recursive: true });
  } else {
    const orm = await initORM({ databaseUrl: site.databaseUrl });
    try {
      const existing = Object.keys(await tableCounts(orm.em.fork()));
      if (existing.length > 0) {
        throw new BackupError(
          `The database already has ${existing.length} tables: restore into a new, empty database (createdb <name>).`,
        );
      }
    } finally {
      await closeORM(orm);
    }
    const { url, env } = toolConnection(site.databaseUrl!);
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        path.join(source, DUMP),
      ],
      env,
    );
  }
  // A backup of a site whose uploads were a folder can be restored into a site on a bucket: copied, and verified.
  if (bucket) await migrateUploads(path.join(source, UPLOADS), bucket);
  else await copyFiles(path.join(source, UPLOADS), uploadsDir);

  const orm = await initORM(
    engine === 'pglite' ? { dataDir: site.dataDir } : { databaseUrl: site.databaseUrl },
  );
  let tables: Record<string, number>;
  let files: string[];
  try {
    tables = await tableCounts(orm.em.fork());
    files = await uploadFilesOf(orm.em.fork());
  } finally {
    await closeORM(orm);
  }
  const differences = Object.keys({ ...manifest.tables, ...tables })
    .filter((table) => manifest.tables[table] !== tables[table])
    .map(
      (table) =>
        `${table}: ${tables[table] ?? 'missing'} rows, backup had ${manifest.tables[table] ?? 'none'}`,
    );
  if (differences.length)
    throw new BackupError(`The restored database differs from the backup: ${differences.join('; ')}`);
  return { manifest, tables, missingFiles: bucket ? await missingFrom(bucket, files) : missingIn(uploadsDir, files) };
}

const total = (tables: Record<string, number>) => Object.values(tables).reduce((sum, n) => sum + n, 0);

/** `backup [folder]` / `restore <folder>`, for the configured site (DATABASE_URL, DATA_DIR as the server reads them). */
async function cli(args: string[]): Promise<number> {
  const [command, folder] = args;
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !folder)) {
    console.error('Usage: pnpm db:backup [folder]  |  pnpm db:restore <folder>');
    return 2;
  }
  try {
    const config = loadConfig(process.env, { persistSecret: false });
    const site: Site = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadsStorage: config.uploadsStorage };
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const destination = folder
        ? path.resolve(baseDir, folder)
        : path.join(config.dataDir, 'backups', `oeuvre-${stamp}`);
      const manifest = await backupSite(site, destination);
      const tableCount = Object.keys(manifest.tables).length;
      console.log(
        `Backed up the ${engineName(manifest.engine)} database (${tableCount} tables, ${total(manifest.tables)} rows) ` +
          (manifest.uploadsStorage
            ? `to ${destination}; the ${manifest.uploadFiles} upload files stay in ${manifest.uploadsStorage} (back them up with the storage's own tools)`
            : `and ${manifest.uploadFiles} upload files to ${destination}`),
      );
      if (manifest.missingFiles.length)
        console.warn(`Already missing from the uploads ${manifest.uploadsStorage ?? 'folder'}: ${manifest.missingFiles.join(', ')}`);
    } else {
      const result = await restoreSite(site, path.resolve(baseDir, folder!));
      console.log(
        `Restored ${Object.keys(result.tables).length} tables (${total(result.tables)} rows, as in the backup) ` +
          `and ${result.manifest.uploadFiles - result.missingFiles.length} of ${result.manifest.uploadFiles} upload files`,
      );
      if (result.missingFiles.length) console.warn(`Missing upload files: ${result.missingFiles.join(', ')}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof StorageUnavailable) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await cli(process.argv.slice(2));
}
