// The storage a configuration names: the uploads folder, or the bucket of UPLOADS_STORAGE.
import type { UploadsStorageConfig } from '../../config.ts';
import { LocalStorage, type UploadStorage } from './storage.ts';
import { uploadsDirOf } from './upload-files.ts';

export type StorageConfig = { dataDir: string; uploadsStorage?: UploadsStorageConfig };

const storages = new WeakMap<object, UploadStorage>();

/**
 * The storage a configuration names, made once per configuration object (an S3 client keeps its connections).
 * The S3 implementation is loaded only when configured, so a local site never loads the AWS SDK.
 */
export async function uploadStorageOf(config: StorageConfig): Promise<UploadStorage> {
  const known = storages.get(config);
  if (known) return known;
  const settings = config.uploadsStorage;
  const storage =
    settings?.kind === 's3'
      ? new (await import('./s3-storage.ts')).S3Storage(settings)
      : new LocalStorage(uploadsDirOf(config));
  storages.set(config, storages.get(config) ?? storage);
  return storages.get(config)!;
}

/** Accepts a storage, or a folder path (the local storage of that folder), as the image pipeline's callers pass. */
export const asStorage = (target: string | UploadStorage): UploadStorage =>
  typeof target === 'string' ? new LocalStorage(target) : target;
