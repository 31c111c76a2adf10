// `pnpm storage:migrate [folder]`: copies an uploads folder (by default DATA_DIR/uploads) into the bucket named by
// UPLOADS_STORAGE, then checks every object against its file. Objects already there with the same size and MD5
// are skipped, so the command can be run again after an interruption, or before the switch and once more after.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { contentTypeOf } from '../../http/static.ts';
import { StorageUnavailable, type ObjectInfo, type UploadStorage } from './storage.ts';
import { uploadsDirOf } from './upload-files.ts';
import { uploadStorageOf } from './upload-storage.ts';

export type MigrationReport = { copied: number; alreadyThere: number; verified: number; failed: string[] };

/** Every file under a folder, as paths relative to it with forward slashes, in a stable order. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function md5Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * Whether the object holds the file: same size and, where the ETag is the object's MD5 (anything not uploaded in
 * parts), the same MD5. A multipart ETag (`"…-3"`) is a hash of hashes: there the size has to do.
 */
function sameAs(object: ObjectInfo | undefined, size: number, md5: string): boolean {
  if (!object || object.size !== size) return false;
  const etag = object.etag?.replace(/"/g, '');
  return !etag || etag.includes('-') || etag === md5;
}

/** Copies every file of `sourceDir` missing or different in the storage, then verifies each one. */
export async function migrateUploads(
  sourceDir: string,
  storage: UploadStorage,
  log: (line: string) => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, verified: 0, failed: [] };
  const files = await filesUnder(sourceDir);
  log(`${files.length} files in ${sourceDir}, to ${storage.name}`);
  for (const relative of files) {
    const file = path.join(sourceDir, relative);
    const [{ size }, md5] = await Promise.all([stat(file), md5Of(file)]);
    if (sameAs(await storage.info(relative), size, md5)) {
      report.alreadyThere += 1;
    } else {
      // Streamed, in parts for large files: no file is held whole in memory.
      await storage.put(relative, createReadStream(file), contentTypeOf(relative));
      report.copied += 1;
    }
    if (sameAs(await storage.info(relative), size, md5)) report.verified += 1;
    else report.failed.push(relative);
    const done = report.copied + report.alreadyThere;
    if (done % 500 === 0) log(`${done} of ${files.length} files done`);
  }
  return report;
}

async function cli(args: string[]): Promise<number> {
  const config = loadConfig(process.env, { persistSecret: false });
  if (config.uploadsStorage.kind !== 's3') {
    throw new ConfigError('Invalid configuration: UPLOADS_STORAGE must name the bucket to copy the uploads into (s3://<bucket>[/<prefix>])');
  }
  const source = args[0] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : uploadsDirOf(config);
  const storage = await uploadStorageOf(config);
  await storage.check();
  const report = await migrateUploads(source, storage, (line) => console.log(line));
  console.log(
    `Copied ${report.copied}, already there ${report.alreadyThere}, verified ${report.verified} of ${report.copied + report.alreadyThere}.`,
  );
  if (report.failed.length) {
    console.error(`Not verified (run the command again): ${report.failed.join(', ')}`);
    return 1;
  }
  return 0;
}

if (import.meta.main) {
  cli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      // A bad variable, an unreachable bucket: one line. Anything else with its stack.
      const known = err instanceof ConfigError || err instanceof StorageUnavailable;
      console.error(known ? (err as Error).message : err);
      process.exit(1);
    },
  );
}
