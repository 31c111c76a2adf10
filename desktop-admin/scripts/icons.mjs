// Renders the app icon (build/icon.svg) into what electron-builder reads from build/:
//   icon.png  1024x1024 (the largest, for anything that asks for one file)
//   icons/NxN.png  16-512 px (Linux: the desktop entry's icon theme sizes)
//   icon.ico  16-256 px (Windows), PNG-compressed entries
//   icon.icns 16-1024 px (macOS), PNG entries
// Run after changing the SVG: `pnpm --filter @oeuvre/desktop-admin icons`. Same SVG and sharp, same bytes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'build');
const svg = await readFile(join(dir, 'icon.svg'));

/** A square PNG of the icon, rendered from the vector at its own size (no downscaled blur). */
async function png(size) {
  return sharp(svg, { density: (72 * size) / 1024 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** ICO: a header, one 16-byte directory entry per image, then the PNGs (Windows Vista and later). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** ICNS: 'icns' and the file length, then per image its type code, its length (with the 8-byte head) and the PNG. */
function icns(images) {
  const chunks = images.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const rendered = new Map();
for (const size of sizes) rendered.set(size, await png(size));

// The icns type codes of PNG images: size in pixels (the @2x ones are twice their point size).
const ICNS_TYPES = [
  ['icp4', 16],
  ['ic11', 32],
  ['icp5', 32],
  ['ic12', 64],
  ['icp6', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];

await writeFile(join(dir, 'icon.png'), rendered.get(1024));
await mkdir(join(dir, 'icons'), { recursive: true });
for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
  await writeFile(join(dir, 'icons', `${size}x${size}.png`), rendered.get(size));
}
await writeFile(
  join(dir, 'icon.ico'),
  ico([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, data: rendered.get(size) }))),
);
await writeFile(
  join(dir, 'icon.icns'),
  icns(ICNS_TYPES.map(([type, size]) => ({ type, data: rendered.get(size) }))),
);
console.log('build/icon.png, build/icons/, build/icon.ico and build/icon.icns written from build/icon.svg');
