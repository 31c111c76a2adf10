// `pnpm storage:migrate`: an uploads folder copied into a bucket (a real S3 API server, s3rver) and verified,
// skipping what is already there, replacing what an interrupted copy left wrong; then served from the bucket.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../../test/db.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { loadConfig } from '../../config.ts';
import * as images from './fixtures/images.ts';
import { S3Storage } from './s3-storage.ts';
import { newUploadKey, variantPaths } from './upload-files.ts';

const backendDir = path.resolve(import.meta.dirname, '..', '..', '..');
const PREFIX = 'migrated';

/** Runs the command the root `storage:migrate` script runs, to its exit. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['src/modules/uploads/migrate-uploads.ts'], {
    cwd: backendDir,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('copying an uploads folder into a bucket', () => {
  let s3: TestS3;
  let db: TestOrm;
  let server: TestServer | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-migrate-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    s3 = await startTestS3('oeuvre-migrate');
    db = await createTestOrm('pglite');
    for (let i = 0; i < 2; i++) {
      const paths = variantPaths(newUploadKey(), 'jpg');
      files[paths.original] = await images.image('jpeg', 320, 240);
      files[paths.large] = await images.image('webp', 320, 240);
      files[paths.small] = await images.image('webp', 160, 120);
    }
    // Larger than one part (5 MB): sent in parts, verified by size.
    files[variantPaths(newUploadKey(), 'png').original] = randomBytes(6 * 1024 * 1024);
    for (const [relative, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(uploadsDir, relative)), { recursive: true });
      writeFileSync(path.join(uploadsDir, relative), bytes);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies what is missing or different, verifies every object, and skips it all the second time', async () => {
    const env = { DATA_DIR: dataDir, ...s3.env(PREFIX) };
    const settings = loadConfig(env, { persistSecret: false }).uploadsStorage;
    if (settings.kind !== 's3') throw new Error('the test bucket is not configured');
    const storage = new S3Storage(settings);
    const [first, second] = Object.keys(files).sort();
    // An earlier run copied one file, and was interrupted while writing another (same size, other bytes).
    await storage.put(first!, files[first!]!, 'image/jpeg');
    await storage.put(second!, randomBytes(files[second!]!.length), 'image/webp');

    const run = await migrate(env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Copied 6, already there 1, verified 7 of 7.');
    expect(await s3.keys(PREFIX)).toEqual(Object.keys(files).map((f) => `${PREFIX}/${f}`).sort());
    for (const [relative, bytes] of Object.entries(files)) expect((await storage.read(relative))!.equals(bytes)).toBe(true);

    const again = await migrate(env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Copied 0, already there 7, verified 7 of 7.');
    storage.close();

    // A server on the bucket serves the copied files at their old URLs.
    server = await startTestServer(db.orm, s3.env(PREFIX));
    for (const [relative, bytes] of Object.entries(files)) {
      const res = await fetch(`${server.url}/uploads/${relative}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(readFileSync(path.join(uploadsDir, first!)).equals(files[first!]!)).toBe(true); // the folder is left as it was
  });

  it('refuses to run without a bucket, in one line', async () => {
    const run = await migrate({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      'Invalid configuration: UPLOADS_STORAGE must name the bucket to copy the uploads into (s3://<bucket>[/<prefix>])',
    );
  });
});
