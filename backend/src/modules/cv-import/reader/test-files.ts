// Files for the reader's tests, made in the test: PDFs with pdfkit (standard fonts), raw zips, Word files with docx.
import { deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** A PDF drawn by `draw` (pdfkit, no first page until asked), as bytes. */
export function pdfBytes(
  draw: (doc: Pdf) => void,
  options: ConstructorParameters<typeof PDFDocument>[0] = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A line of text at (x, y) from the top, in a standard font. */
export function text(doc: Pdf, line: string, x: number, y: number, font = 'Helvetica', size = 10): void {
  doc.font(font).fontSize(size).text(line, x, y, { lineBreak: false });
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip archive of deflated entries (what a .docx is). */
export function zipBytes(entries: Record<string, string | Uint8Array>): Uint8Array {
  return zipOfParts(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.from(content);
      return { name, packed: deflateRawSync(data, { level: 9 }), declared: data.length, crc: crc32(data) };
    }),
  );
}

/**
 * A zip of parts already deflated, each with the size its directory declares (a zip bomb's can understate what the
 * part unpacks to) and its CRC (0 where it does not matter to the test).
 */
export function zipOfParts(parts: readonly { name: string; packed: Buffer; declared: number; crc?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, declared, crc = 0 } of parts) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
