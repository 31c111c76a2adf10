// Stored images in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph…), through the AWS SDK. Every failure to
// reach the bucket becomes a StorageUnavailable (503); an object that is not there is `undefined`, as on disk.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config.ts';
import {
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailable,
  type ObjectInfo,
  type StoredObject,
  type UploadStorage,
} from './storage.ts';

/** Stored names are content-addressed (a new picture is a new name): caches may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type SdkError = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

const statusOf = (err: unknown) => (err as SdkError).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => {
  const { name } = err as SdkError;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

/** The client for these settings: bounded waits, so an outage answers 503 in seconds rather than hanging. */
export function s3ClientOf(settings: S3Settings): S3Client {
  const options: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  };
  if (settings.endpoint) options.endpoint = settings.endpoint;
  if (settings.credentials) options.credentials = settings.credentials;
  return new S3Client(options);
}

export const s3NameOf = (settings: Pick<S3Settings, 'bucket' | 'prefix'>) =>
  `s3://${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`;

export class S3Storage implements UploadStorage {
  readonly name: string;
  readonly localDir = undefined;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;
  private readonly endpoint: string | undefined;

  constructor(settings: S3Settings) {
    this.client = s3ClientOf(settings);
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.endpoint = settings.endpoint;
    this.name = s3NameOf(settings);
  }

  /** The object key of a path relative to the uploads root. */
  keyOf(relative: string): string {
    return this.prefix + relative.replace(/^\/+/, '');
  }

  private unavailable(err: unknown): StorageUnavailable {
    return new StorageUnavailable(STORAGE_UNAVAILABLE_MESSAGE, err);
  }

  async put(relative: string, body: Buffer | Readable, contentType: string): Promise<void> {
    // A stream that fails (the encoder giving up on corrupt pixels) is its own error, not the storage's.
    let bodyError: unknown;
    if (!Buffer.isBuffer(body)) body.once('error', (err) => (bodyError = err));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(relative), Body: body, ContentType: contentType, CacheControl: CACHE_CONTROL },
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      throw bodyError ?? this.unavailable(err);
    }
  }

  async open(relative: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(relative) }));
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
        etag: answer.ETag,
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw this.unavailable(err);
    }
  }

  async read(relative: string): Promise<Buffer | undefined> {
    const object = await this.open(relative);
    if (!object) return undefined;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  async info(relative: string): Promise<ObjectInfo | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(relative) }));
      return { size: answer.ContentLength ?? 0, etag: answer.ETag };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw this.unavailable(err);
    }
  }

  async remove(relatives: readonly string[]): Promise<void> {
    for (let at = 0; at < relatives.length; at += 1000) {
      const batch = relatives.slice(at, at + 1000).map((r) => ({ Key: this.keyOf(r) }));
      let answer;
      try {
        answer = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
        );
      } catch (err) {
        throw this.unavailable(err);
      }
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) {
        throw this.unavailable(new Error(`${failed[0]!.Key}: ${failed[0]!.Code} ${failed[0]!.Message ?? ''}`));
      }
    }
  }

  async check(): Promise<void> {
    const where = this.endpoint ? ` at ${this.endpoint}` : '';
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = statusOf(err);
      const reason =
        status === 404
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
            : oneLine(err);
      throw new StorageUnavailable(`Cannot use the uploads storage ${this.name}${where}: ${reason}`, err);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function oneLine(err: unknown): string {
  const e = err as SdkError & { code?: string; errors?: { code?: string; message?: string }[] };
  const first = e.errors?.[0]; // an AggregateError: every address refused
  const text = first?.message || e.message || e.code || e.name || String(err);
  return text.replace(/\s+/g, ' ').trim();
}
