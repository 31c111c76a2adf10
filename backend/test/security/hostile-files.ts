// Files an upload meets, valid and hostile, made at test time (no binary is committed).
import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import {
  gifImage,
  htmlFile,
  htmlWithJpegMagic,
  image,
  jpegWithHtmlTail,
  jpegWithScriptComment,
  jsonFile,
  pngWithHtmlText,
  svgFile,
  truncated,
} from '../../src/modules/uploads/fixtures/images.ts';

export const IMAGE_FILES = ['png', 'jpeg', 'webp'] as const;
export const HOSTILE_IMAGE_FILES = [
  'json',
  'html',
  'svg',
  'gif',
  'jpegMagicHtml',
  'jpegHtmlTail',
  'jpegScriptComment',
  'pngHtmlText',
  'truncatedPng',
  'empty',
] as const;
export const CSV_FILES = ['csv', 'csvFormulas'] as const;
export const HOSTILE_CSV_FILES = ['csvLatin1', 'csvBinary', 'csvNoColumns', 'csvEmpty'] as const;
export type FileName =
  | (typeof IMAGE_FILES)[number]
  | (typeof HOSTILE_IMAGE_FILES)[number]
  | (typeof CSV_FILES)[number]
  | (typeof HOSTILE_CSV_FILES)[number];

export type FileBytes = Record<FileName, Buffer>;

let counter = 0;
/** Two valid rows with emails never seen before, so a repeated import is a fresh import. */
export function validCsv(): Buffer {
  const tag = `${process.pid}-${Date.now().toString(36)}-${++counter}`;
  return Buffer.from(`fullName,email,city,country\nFuzz Artist ${tag},fuzz-${tag}@import.example,Leeds,UK\n`);
}

/** Every file once; CSVs with fresh emails are made per use by `fileBytes`. */
export async function makeFiles(): Promise<FileBytes> {
  return {
    png: await image('png', 24, 16),
    jpeg: await image('jpeg', 24, 16),
    webp: await image('webp', 24, 16),
    json: jsonFile(),
    html: htmlFile(),
    svg: svgFile(),
    gif: await gifImage(),
    jpegMagicHtml: htmlWithJpegMagic(),
    jpegHtmlTail: await jpegWithHtmlTail(),
    jpegScriptComment: await jpegWithScriptComment(),
    pngHtmlText: await pngWithHtmlText(),
    truncatedPng: await truncated('png'),
    empty: Buffer.alloc(0),
    csv: validCsv(),
    csvFormulas: Buffer.from(
      'fullName,email,city,country,website,artistStatement\n' +
        '"=HYPERLINK(""http://evil.example"",""x"")",formula@import.example,+SUM(1;2),-2+3,@cmd,"\tleading tab <img src=x onerror=alert(1)>"\n',
    ),
    csvLatin1: Buffer.from(
      'fullName,email,city,country\nZo\xeb \xd8rsted,zoe@import.example,K\xf8ge,Danmark\n',
      'latin1',
    ),
    csvBinary: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0x01]),
    csvNoColumns: Buffer.from('name,mail\nA,b@c.d\n'),
    csvEmpty: Buffer.alloc(0),
  };
}

export function fileBytes(files: FileBytes, name: FileName): Buffer {
  return name === 'csv' ? validCsv() : files[name];
}

export const isValidImageFile = (name: FileName) => (IMAGE_FILES as readonly string[]).includes(name);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A real, valid PNG of width x height black RGB pixels: a few hundred KB on disk that inflate to width*height*3
 * bytes (588 MB at 14000 x 14000). Rows go through the compressor one at a time, so making it costs no memory.
 */
export async function decompressionBombPng(width = 14_000, height = 14_000): Promise<Buffer> {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then black pixels
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
