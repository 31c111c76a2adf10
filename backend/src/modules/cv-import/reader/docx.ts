// A Word (.docx) file: its zip directory checked before anything is inflated (sizes, ratio, entry count), then
// mammoth's HTML (headings, bold and italics kept) for the HTML reader.
import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { CvReadError, type ReadLimits } from './types.ts';

const MAX_ENTRIES = 2000;
/** A part that inflates more than this many times its stored size is a bomb, not a document. */
const MAX_RATIO = 200;

const TOO_LARGE = 'This Word file unpacks to far more data than a CV holds, so it was not opened.';
const BROKEN = 'This Word file is damaged and cannot be read. Try saving it again, or export it as a PDF.';

interface Directory {
  entries: number;
  inflated: number;
  compressed: number;
  hasDocument: boolean;
  encrypted: boolean;
}

function readDirectory(bytes: Uint8Array, limits: ReadLimits): Promise<Directory> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, autoClose: true },
      (error, zip) => {
        if (error || !zip) {
          reject(new CvReadError('broken', BROKEN));
          return;
        }
        if (zip.entryCount > MAX_ENTRIES) {
          zip.close();
          reject(new CvReadError('too-large', TOO_LARGE));
          return;
        }
        const dir: Directory = {
          entries: 0,
          inflated: 0,
          compressed: 0,
          hasDocument: false,
          encrypted: false,
        };
        zip.on('entry', (entry: yauzl.Entry) => {
          dir.entries += 1;
          dir.inflated += entry.uncompressedSize;
          dir.compressed += entry.compressedSize;
          if (entry.fileName === 'word/document.xml') dir.hasDocument = true;
          if (entry.fileName === 'EncryptionInfo' || (entry.generalPurposeBitFlag & 1) === 1)
            dir.encrypted = true;
          const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
          if (
            dir.inflated > limits.maxInflatedBytes ||
            (entry.uncompressedSize > 1_000_000 && ratio > MAX_RATIO)
          ) {
            zip.close();
            reject(new CvReadError('too-large', TOO_LARGE));
            return;
          }
          zip.readEntry();
        });
        zip.on('end', () => resolve(dir));
        zip.on('error', () => reject(new CvReadError('broken', BROKEN)));
        zip.readEntry();
      },
    );
  });
}

/**
 * Unpacks every part as a stream and counts what comes out, keeping none of it: a part that unpacks past the size its
 * directory gives (a bomb whose directory lies, which the directory's check alone lets through), or parts past the
 * limit in all, stop at once. Only then are the parts unpacked into memory for mammoth, whose zip library inflates a
 * part whole, whatever its directory says, before comparing sizes.
 */
function checkUnpacked(bytes: Uint8Array, limits: ReadLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: CvReadError, zip?: yauzl.ZipFile) => {
      if (settled) return;
      settled = true;
      try {
        zip?.close();
      } catch {
        // closed already
      }
      reject(error);
    };
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      // The sizes are counted here, so that a lie is 'too large' (yauzl's own check would only say the stream is wrong).
      { lazyEntries: true, autoClose: true, validateEntrySizes: false },
      (error, zip) => {
        if (error || !zip) return fail(new CvReadError('broken', BROKEN));
        let total = 0;
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          zip.openReadStream(entry, (openError, stream) => {
            if (openError || !stream) return fail(new CvReadError('broken', BROKEN), zip);
            let part = 0;
            stream.on('data', (chunk: Buffer) => {
              part += chunk.length;
              total += chunk.length;
              if (part > entry.uncompressedSize || total > limits.maxInflatedBytes) {
                stream.destroy();
                fail(new CvReadError('too-large', TOO_LARGE), zip);
              }
            });
            stream.on('error', () => fail(new CvReadError('broken', BROKEN), zip));
            stream.on('end', () => {
              if (!settled) zip.readEntry();
            });
          });
        });
        zip.on('end', () => {
          if (settled) return;
          settled = true;
          resolve();
        });
        zip.on('error', () => fail(new CvReadError('broken', BROKEN), zip));
        zip.readEntry();
      },
    );
  });
}

/** The document as HTML, after its zip directory has passed the limits. */
export async function readDocxHtml(bytes: Uint8Array, limits: ReadLimits): Promise<string> {
  const dir = await readDirectory(bytes, limits);
  if (dir.encrypted)
    throw new CvReadError(
      'encrypted',
      'This Word file is protected with a password. Save a copy without the password and upload that.',
    );
  if (!dir.hasDocument) throw new CvReadError('broken', BROKEN);
  await checkUnpacked(bytes, limits);
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Pictures are not read: an empty source keeps them out of the HTML.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return value;
  } catch {
    throw new CvReadError('broken', BROKEN);
  }
}
