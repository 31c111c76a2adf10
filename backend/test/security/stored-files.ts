// What the server left on disk: every file under a folder, and how many carry an EXIF GPS position.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasGpsTag } from '../../src/modules/uploads/fixtures/images.ts';

export function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];
}

export async function filesWithGps(files: string[]): Promise<number> {
  let count = 0;
  for (const file of files) {
    const meta = await sharp(readFileSync(file)).metadata();
    if (hasGpsTag(meta.exif)) count++;
  }
  return count;
}
