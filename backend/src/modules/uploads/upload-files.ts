// Where stored images live on disk and under which URLs the server serves them (app.ts serves /uploads/*).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH_PREFIX } from '@oeuvre/contract';

/** The longest edge of each resized WebP variant, in pixels. */
export const VARIANT_EDGES = { small: 400, large: 1600 } as const;

export function uploadsDirOf(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'uploads');
}

/** A fresh random stem; the first two characters name a sub-folder so no folder grows past a few thousand files. */
export function newUploadKey(): string {
  return randomBytes(16).toString('hex');
}

/** Every file of one upload, relative to the uploads folder: the re-encoded original, then the two WebP variants. */
export function variantPaths(key: string, originalExtension: string) {
  const stem = `${key.slice(0, 2)}/${key}`;
  return {
    original: `${stem}.${originalExtension}`,
    large: `${stem}-${VARIANT_EDGES.large}.webp`,
    small: `${stem}-${VARIANT_EDGES.small}.webp`,
  };
}

export const urlOf = (relativePath: string) => `${UPLOADS_PATH_PREFIX}${relativePath}`;

const UPLOAD_URL = /^\/uploads\/[0-9a-f]{2}\/([0-9a-f]{32})(?:-\d+)?\.(?:webp|jpg|png)$/;

/** The upload key behind a URL this server handed out (any variant), or undefined for any other URL. */
export function uploadKeyOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return UPLOAD_URL.exec(url)?.[1];
}

/** Removes files under the uploads folder; a file already gone is not an error. */
export async function removeFiles(uploadsDir: string, relativePaths: readonly string[]): Promise<void> {
  const root = path.resolve(uploadsDir);
  await Promise.all(
    relativePaths.map(async (relative) => {
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) return; // never outside the uploads folder
      await rm(file, { force: true });
    }),
  );
}
