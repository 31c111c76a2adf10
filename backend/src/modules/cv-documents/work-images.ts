// A work's picture for the portfolio: the stored 1600 px variant, as JPEG for the PDF. Anything else (an image
// hosted elsewhere, a file that is gone or unreadable) is null, and the page shows a placeholder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadKeyOf, VARIANT_EDGES } from '../uploads/upload-files.ts';

export type WorkImage = { jpeg: Buffer; width: number; height: number };

/** The large variant's file of an image URL this server handed out (any of its variants), else undefined. */
export function largeVariantOf(uploadsDir: string, imageUrl: string): string | undefined {
  const key = uploadKeyOf(imageUrl);
  if (!key) return undefined;
  return path.join(uploadsDir, key.slice(0, 2), `${key}-${VARIANT_EDGES.large}.webp`);
}

export async function loadWorkImage(uploadsDir: string, imageUrl: string): Promise<WorkImage | null> {
  const file = largeVariantOf(uploadsDir, imageUrl);
  if (!file) return null;
  try {
    const bytes = await readFile(file);
    // sharp works off the event loop; the stored variant is already upright and at most 1600 px.
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 1600 * 1600 })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
