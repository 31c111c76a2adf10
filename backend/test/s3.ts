// A real S3 API server for the tests (s3rver: the S3 protocol over HTTP on 127.0.0.1, objects in a temp folder),
// and the environment that points Oeuvre's uploads at one of its buckets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { freePort } from '@oeuvre/test-kit';
import S3rver from 's3rver';
import { s3ClientOf } from '../src/modules/uploads/s3-storage.ts';

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** UPLOADS_STORAGE and the AWS_ variables for a server storing under `prefix` in the bucket. */
  env: (prefix?: string) => Record<string, string>;
  /** Every object key under a prefix ('' for all). */
  keys: (prefix?: string) => Promise<string[]>;
  /** Stops answering (an outage), keeping the objects; `start` answers again on the same address. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'oeuvre-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'oeuvre-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const client = s3ClientOf({ bucket, prefix: '', region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      UPLOADS_STORAGE: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    keys: async (prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    stop,
    start,
    close: async () => {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
