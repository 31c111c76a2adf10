// Where stored images live: the local uploads folder (the default) or an S3-compatible bucket (UPLOADS_STORAGE).
// Every part of the server that writes, reads or deletes an image goes through one UploadStorage, named by paths
// relative to the uploads root (`ab/ab12…ef-1600.webp`), so the URLs handed out (`/uploads/<path>`) never change.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http/errors.ts';
import { removeFiles } from './upload-files.ts';

/** An object being read: its bytes as a stream, and what a cache needs to revalidate it. */
export type StoredObject = {
  body: Readable;
  size: number;
  lastModified: Date;
  /** The storage's own validator, quoted as HTTP sends it; undefined where the storage has none (the folder). */
  etag: string | undefined;
};

export type ObjectInfo = { size: number; etag: string | undefined };

export interface UploadStorage {
  /** How the storage is named in logs and messages: the folder, or `s3://bucket/prefix`. */
  readonly name: string;
  /** The folder when the storage is the local one (served and backed up as files). */
  readonly localDir: string | undefined;
  /** Stores the bytes under the path; a stream is sent as it is read (in parts, for S3), never held whole. */
  put(relative: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object as a stream, or undefined when there is none. */
  open(relative: string): Promise<StoredObject | undefined>;
  /** The object's bytes, or undefined when there is none. */
  read(relative: string): Promise<Buffer | undefined>;
  /** Size and validator of an object, or undefined when there is none. */
  info(relative: string): Promise<ObjectInfo | undefined>;
  /** Deletes objects; one already gone is not an error. */
  remove(relatives: readonly string[]): Promise<void>;
  /** Throws a one-line StorageUnavailable when the storage cannot be used (checked at start). */
  check(): Promise<void>;
}

/** The storage cannot be reached or refused the request: 503, the client may try again. */
export class StorageUnavailable extends HttpError {
  readonly code = 'STORAGE_UNAVAILABLE';

  constructor(message: string, cause?: unknown) {
    super(503, message);
    this.name = 'StorageUnavailable';
    this.cause = cause;
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'Image storage is unavailable right now. Please try again shortly.';

/** The uploads folder under DATA_DIR, as the server has always kept it. */
export class LocalStorage implements UploadStorage {
  readonly name: string;
  readonly localDir: string;

  constructor(dir: string) {
    this.localDir = path.resolve(dir);
    this.name = this.localDir;
  }

  private fileOf(relative: string): string | undefined {
    const file = path.resolve(this.localDir, relative);
    return file.startsWith(this.localDir + path.sep) ? file : undefined;
  }

  async put(relative: string, body: Buffer | Readable): Promise<void> {
    const file = this.fileOf(relative);
    if (!file) throw new Error(`Not a path inside the uploads folder: ${relative}`);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(file));
  }

  async open(relative: string): Promise<StoredObject | undefined> {
    const file = this.fileOf(relative);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) return undefined;
    return { body: createReadStream(file), size: info.size, lastModified: info.mtime, etag: undefined };
  }

  async read(relative: string): Promise<Buffer | undefined> {
    const file = this.fileOf(relative);
    return file ? readFile(file).catch(() => undefined) : undefined;
  }

  async info(relative: string): Promise<ObjectInfo | undefined> {
    const file = this.fileOf(relative);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    return info?.isFile() ? { size: info.size, etag: undefined } : undefined;
  }

  remove(relatives: readonly string[]): Promise<void> {
    return removeFiles(this.localDir, relatives);
  }

  /** The folder is made with the first upload, as it always was. */
  async check(): Promise<void> {}
}

