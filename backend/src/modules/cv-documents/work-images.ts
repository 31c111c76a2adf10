// A work's picture for the portfolio: the stored 1600 px variant, as JPEG for the PDF. Anything else (an image
// hosted elsewhere, a file that is gone or unreadable) is null, and the page shows a placeholder.
import path from 'node:path';
import sharp from 'sharp';
import type { UploadStorage } from '../uploads/storage.ts';
import { asStorage } from '../uploads/upload-storage.ts';
import { uploadKeyOf, VARIANT_EDGES } from '../uploads/upload-files.ts';

/** A picture as the PDF embeds it; `key` names the stored file (works showing the same file share one picture). */
export type WorkImage = { key: string; jpeg: Uint8Array; width: number; height: number };

/** The large variant's file of an image URL this server handed out (any of its variants), else undefined. */
export function largeVariantOf(uploadsDir: string, imageUrl: string): string | undefined {
  const key = uploadKeyOf(imageUrl);
  if (!key) return undefined;
  return path.join(uploadsDir, key.slice(0, 2), `${key}-${VARIANT_EDGES.large}.webp`);
}

// Stored files never change (a new picture is a new file), so a conversion is kept by file name: an artist
// downloading their portfolio again, or a public portfolio after a change elsewhere, skips the ~100 ms per picture.
const KEPT_BYTES = 96 * 1024 * 1024;
const kept = new Map<string, WorkImage>();
let keptBytes = 0;

function keep(file: string, image: WorkImage): void {
  kept.set(file, image);
  keptBytes += image.jpeg.length;
  for (const [oldFile, old] of kept) {
    if (keptBytes <= KEPT_BYTES) break;
    kept.delete(oldFile);
    keptBytes -= old.jpeg.length;
  }
}

/** Forgets kept conversions (the benchmarks measure a first render with it). */
export function forgetWorkImages(): void {
  kept.clear();
  keptBytes = 0;
}

/** Reads through the storage (or the uploads folder at this path). */
export async function loadWorkImage(uploadsDir: string | UploadStorage, imageUrl: string): Promise<WorkImage | null> {
  const storage = asStorage(uploadsDir);
  const relative = largeVariantOf('', imageUrl);
  if (!relative) return null;
  const file = path.join(storage.name, relative);
  const known = kept.get(file);
  if (known) return known;
  try {
    const bytes = await storage.read(relative);
    if (!bytes) return null;
    // sharp works off the event loop; the stored variant is already upright and at most 1600 px.
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 1600 * 1600 })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const image = { key: file, jpeg: data, width: info.width, height: info.height };
    keep(file, image);
    return image;
  } catch {
    return null; // gone or unreadable: the page shows a placeholder
  }
}
