// The installers' icons (build/, rendered from build/icon.svg by scripts/icons.mjs) are there and well formed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const build = join(import.meta.dirname, '..', 'build');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('app icons', () => {
  it('the source is a square SVG', () => {
    const svg = readFileSync(join(build, 'icon.svg'), 'utf8');
    expect(svg).toContain('viewBox="0 0 1024 1024"');
    expect(svg).toContain('<title>Oeuvre Admin</title>');
  });

  it('icon.png is 1024 px and the Linux set has each size', () => {
    expect(pngSize(readFileSync(join(build, 'icon.png')))).toEqual({ width: 1024, height: 1024 });
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(readFileSync(join(build, 'icons', `${size}x${size}.png`))), `${size}`).toEqual({
        width: size,
        height: size,
      });
    }
  });

  it('icon.ico holds PNG images from 16 to 256 px, each entry pointing at its own', () => {
    const ico = readFileSync(join(build, 'icon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + i * 16;
      const size = ico[entry] || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size });
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('icon.icns holds PNG images up to 1024 px, its lengths adding up', () => {
    const icns = readFileSync(join(build, 'icon.icns'));
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const found: Record<string, number> = {};
    for (let offset = 8; offset < icns.length;) {
      const type = icns.toString('ascii', offset, offset + 4);
      const length = icns.readUInt32BE(offset + 4);
      const size = pngSize(icns.subarray(offset + 8, offset + length));
      expect(size, type).not.toBeNull();
      found[type] = size!.width;
      offset += length;
    }
    expect(found).toMatchObject({ ic07: 128, ic08: 256, ic09: 512, ic10: 1024, ic13: 256, ic14: 512 });
  });

  it('electron-builder.yml names them for each system', () => {
    const config = readFileSync(join(import.meta.dirname, '..', 'electron-builder.yml'), 'utf8');
    expect(config).toContain('buildResources: build');
    expect(config).toContain('icon: build/icons');
    expect(config).toContain('icon: build/icon.ico');
    expect(config).toContain('icon: build/icon.icns');
  });
});
