import { describe, expect, it } from 'vitest';
import { carriesMarkup, sniffImageFormat } from './image-bytes.ts';
import * as fixtures from './fixtures/images.ts';

describe('sniffImageFormat', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('knows a real %s by its first bytes', async (kind) => {
    expect(sniffImageFormat(await fixtures.image(kind, 8, 8))).toBe(kind);
  });

  it('knows nothing else, whatever the file would be called', async () => {
    for (const bytes of [
      fixtures.svgFile(),
      fixtures.htmlFile(),
      fixtures.jsonFile(),
      await fixtures.gifImage(),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(sniffImageFormat(bytes)).toBeUndefined();
    }
  });

  it('wants WEBP inside the RIFF container, not any RIFF file', () => {
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
  });
});

describe('carriesMarkup', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'finds nothing in a clean %s, camera metadata included',
    async (kind) => {
      expect(carriesMarkup(await fixtures.image(kind), kind)).toBe(false);
      expect(carriesMarkup(await fixtures.photoWithGps(kind), kind)).toBe(false);
    },
  );

  it('finds HTML after the end of a JPEG', async () => {
    expect(carriesMarkup(await fixtures.jpegWithHtmlTail(), 'jpeg')).toBe(true);
  });

  it('finds a script in a JPEG comment segment', async () => {
    expect(carriesMarkup(await fixtures.jpegWithScriptComment(), 'jpeg')).toBe(true);
  });

  it('finds HTML in a PNG text chunk', async () => {
    expect(carriesMarkup(await fixtures.pngWithHtmlText(), 'png')).toBe(true);
  });

  it('finds HTML after the RIFF container of a WebP', async () => {
    expect(
      carriesMarkup(Buffer.concat([await fixtures.image('webp', 16, 16), fixtures.htmlFile()]), 'webp'),
    ).toBe(true);
  });

  it('does not read markup into compressed pixel data', async () => {
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      expect(carriesMarkup(await fixtures.noisy(kind, 512, 512), kind)).toBe(false);
    }
  });
});
