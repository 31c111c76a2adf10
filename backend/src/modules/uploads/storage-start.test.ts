// The uploads storage at start: a bad UPLOADS_STORAGE, or a bucket that cannot be reached or does not exist, stops
// the real entry point with one line naming it, before anything listens.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@oeuvre/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';

const backendDir = path.resolve(import.meta.dirname, '..', '..', '..');

/** Runs `src/main.ts` to its exit (killed if it ever starts listening), answering the code and everything it wrote. */
async function runMain(env: Record<string, string>, dataDir: string): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: backendDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe('the uploads storage at start', () => {
  let s3: TestS3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-storage-start-'));
  beforeAll(async () => {
    s3 = await startTestS3('oeuvre-start');
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an unreachable storage in one line naming it', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const run = await runMain({ ...s3.env('site'), AWS_ENDPOINT_URL_S3: closed }, dataDir);
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      `Cannot use the uploads storage s3://oeuvre-start/site at ${closed}: connect ECONNREFUSED ${closed.slice(7)}`,
    );
  });

  it('refuses a bucket that does not exist in one line naming it', async () => {
    const run = await runMain({ ...s3.env(), UPLOADS_STORAGE: 's3://no-such-bucket' }, dataDir);
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe(
      `Cannot use the uploads storage s3://no-such-bucket at ${s3.endpoint}: the bucket does not exist`,
    );
  });

  it('validates the variables with the rest of the configuration', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir };
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env }, { persistSecret: false });
        return undefined;
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };
    expect(problem({ UPLOADS_STORAGE: 'bucket-name' })).toMatch(/^Invalid configuration: UPLOADS_STORAGE must be s3:\/\/<bucket>/);
    expect(problem({ UPLOADS_STORAGE: 's3://Bad_Bucket', AWS_REGION: 'eu-west-1' })).toMatch(/UPLOADS_STORAGE must be/);
    expect(problem({ UPLOADS_STORAGE: 's3://oeuvre' })).toBe(
      'Invalid configuration: AWS_REGION is required with UPLOADS_STORAGE (or AWS_ENDPOINT_URL_S3 for a server outside AWS)',
    );
    expect(problem({ UPLOADS_STORAGE: 's3://oeuvre', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'key' })).toBe(
      'Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
    expect(problem({ UPLOADS_STORAGE: 's3://oeuvre', AWS_ENDPOINT_URL_S3: 'minio:9000' })).toMatch(
      /^Invalid configuration: AWS_ENDPOINT_URL_S3 must (be a URL|start with http)/,
    );
    expect(problem({ UPLOADS_STORAGE: 's3://oeuvre', AWS_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'maybe' })).toBe(
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false',
    );

    expect(loadConfig(base, { persistSecret: false }).uploadsStorage).toEqual({ kind: 'local' });
    expect(
      loadConfig({ ...base, ...s3.env('a/b/'), AWS_SESSION_TOKEN: 'token' }, { persistSecret: false }).uploadsStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'oeuvre-start',
      prefix: 'a/b',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', sessionToken: 'token' },
    });
  });
});
