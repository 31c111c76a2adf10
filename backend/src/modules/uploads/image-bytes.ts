// What an uploaded file is, judged by its bytes alone: never by its name or declared type.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the magic number announces: JPEG, PNG or WebP, or undefined for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/**
 * The parts of the file that are not pixel data: metadata segments or chunks and anything after the image's
 * end. A polyglot (an image that is also HTML or script) hides its payload there; compressed pixel data is
 * left out so that random bytes in it cannot look like markup.
 */
export function nonPixelRegions(bytes: Uint8Array, format: ImageFormat): Uint8Array[] {
  if (format === 'jpeg') return jpegRegions(bytes);
  if (format === 'png') return pngRegions(bytes);
  return webpRegions(bytes);
}

function jpegRegions(b: Uint8Array): Uint8Array[] {
  const regions: Uint8Array[] = [];
  let pos = 2;
  while (pos + 1 < b.length) {
    if (b[pos] !== 0xff) return [...regions, b.subarray(pos)]; // not a marker: the rest is unexplained bytes
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return [...regions, b.subarray(pos + 2)]; // end of image: the tail
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2;
      continue;
    }
    if (pos + 4 > b.length) break;
    const length = (b[pos + 2]! << 8) | b[pos + 3]!;
    const end = Math.min(b.length, pos + 2 + length);
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) regions.push(b.subarray(pos + 4, end));
    pos = end;
    if (marker === 0xda) pos = nextJpegMarker(b, pos);
  }
  return regions;
}

/** Skips entropy-coded scan data: the next 0xFF that is neither stuffing (FF 00) nor a restart marker. */
function nextJpegMarker(b: Uint8Array, from: number): number {
  for (let i = from; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  return b.length;
}

const readUint32BE = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const readUint32LE = (b: Uint8Array, at: number) =>
  ((b[at + 3]! << 24) >>> 0) + ((b[at + 2]! << 16) | (b[at + 1]! << 8) | b[at]!);
const fourCc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

const PNG_PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'fdAT', 'acTL', 'fcTL']);

function pngRegions(b: Uint8Array): Uint8Array[] {
  const regions: Uint8Array[] = [];
  let pos = 8;
  while (pos + 12 <= b.length) {
    const length = readUint32BE(b, pos);
    const type = fourCc(b, pos + 4);
    const end = Math.min(b.length, pos + 12 + length);
    if (!PNG_PIXEL_CHUNKS.has(type)) regions.push(b.subarray(pos + 8, Math.min(b.length, pos + 8 + length)));
    pos = end;
    if (type === 'IEND') break;
  }
  if (pos < b.length) regions.push(b.subarray(pos));
  return regions;
}

const WEBP_PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function webpRegions(b: Uint8Array): Uint8Array[] {
  const regions: Uint8Array[] = [];
  const riffEnd = Math.min(b.length, 8 + readUint32LE(b, 4));
  let pos = 12;
  while (pos + 8 <= riffEnd) {
    const type = fourCc(b, pos);
    const length = readUint32LE(b, pos + 4);
    const dataEnd = Math.min(riffEnd, pos + 8 + length);
    if (!WEBP_PIXEL_CHUNKS.has(type)) regions.push(b.subarray(pos + 8, dataEnd));
    pos = dataEnd + (length % 2); // chunks are padded to an even size
  }
  if (riffEnd < b.length) regions.push(b.subarray(riffEnd));
  return regions;
}

// Tags that make a browser run or render something; long enough that chance bytes do not match them.
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s/>]|javascript:/i;

/** True when a metadata region or the tail of the file carries HTML, SVG or script. */
export function carriesMarkup(bytes: Uint8Array, format: ImageFormat): boolean {
  return nonPixelRegions(bytes, format).some((region) =>
    MARKUP.test(Buffer.from(region.buffer, region.byteOffset, region.byteLength).toString('latin1')),
  );
}
