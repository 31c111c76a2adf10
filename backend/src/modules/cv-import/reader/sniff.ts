// The format of a file by its bytes (the name is only a hint, checked against what the bytes are).
import { CvReadError, type ReadFormat } from './types.ts';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** Formats a name's extension claims; a claim the bytes contradict is a mismatch. */
const CLAIMS: Record<string, ReadFormat[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['docx'],
  html: ['html'],
  htm: ['html'],
  json: ['json'],
  txt: ['text', 'markdown'],
  md: ['markdown', 'text'],
  markdown: ['markdown', 'text'],
};

/** Binary formats that are certainly not a CV we read (images, archives, office files other than DOCX). */
function binaryKind(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'a PNG image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'a GIF image';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46])) return 'an image or media file';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'an old Word (.doc) file';
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return 'an RTF file';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'a compressed archive';
  return null;
}

/** True when the bytes contain `needle` (ASCII) within the first `limit` bytes. */
function contains(bytes: Uint8Array, needle: string, limit = bytes.length): boolean {
  const n = [...needle].map((c) => c.charCodeAt(0));
  const end = Math.min(bytes.length, limit) - n.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether text looks like Markdown: '#' headings, '**' bold, or list markers. */
export function looksLikeMarkdown(text: string): boolean {
  return /^#{1,6}\s+\S/m.test(text) || /\*\*[^*\n]+\*\*/.test(text) || /^\s*[-*+]\s+\S/m.test(text);
}

/** Whether text looks like HTML. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 2000).trimStart().toLowerCase();
  return (
    /^<(!doctype html|html|head|body|meta|div|section|article|main|p|h[1-6]|ul|table)\b/.test(head) ||
    (/^</.test(head) && /<\/(p|div|li|h[1-6]|body|html)>/i.test(text.slice(0, 20000)))
  );
}

export type Sniffed =
  { format: 'pdf' | 'docx' } | { format: 'html' | 'json' | 'text' | 'markdown'; text: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeText(bytes: Uint8Array): string | null {
  let body = bytes;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) body = bytes.subarray(3);
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    const text = utf8.decode(body);
    // Control characters other than tab, newline, form feed and carriage return: not text.
    const controls = text.slice(0, 10000).match(/[\u0000-\u0008\u000e-\u001f]/g)?.length ?? 0;
    return controls > 2 ? null : text;
  } catch {
    // Legacy 8-bit text (Windows-1252): readable when it has no control characters.
    const text = new TextDecoder('windows-1252').decode(body);
    return /[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 10000)) ? null : text;
  }
}

/** The text's format: JSON that parses to an object, HTML markers, Markdown markers, else plain text. */
export function sniffText(text: string): Sniffed {
  const trimmed = text.trim();
  if (/^[{[]/.test(trimmed)) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (value && typeof value === 'object') return { format: 'json', text: trimmed };
    } catch {
      // Not JSON: read as text.
    }
  }
  if (looksLikeHtml(trimmed)) return { format: 'html', text };
  return { format: looksLikeMarkdown(text) ? 'markdown' : 'text', text };
}

/** The format by the bytes; refuses what is not a CV we read, and a name whose claim the bytes contradict. */
/**
 * The refusal a file's first bytes decide alone (an image, an old Word or RTF file, an archive other than a Word file's,
 * a Word file locked by a password), or null when only reading it can tell: judged before a reading is queued, so
 * such a file is answered at once however long the line of readings. The same judgement as `sniff`, which it runs.
 */
export function refusalByBytes(bytes: Uint8Array, filename?: string): CvReadError | null {
  if (!startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]) && !binaryKind(bytes)) return null;
  if (contains(bytes, '%PDF-', 1024)) return null;
  try {
    sniff(bytes, filename);
    return null;
  } catch (err) {
    if (err instanceof CvReadError) return err;
    throw err;
  }
}

export function sniff(bytes: Uint8Array, filename?: string): Sniffed {
  const ext = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const claimed = ext ? CLAIMS[ext] : undefined;
  const named = ext ? `.${ext}` : 'this kind of';
  let sniffed: Sniffed | null = null;
  if (contains(bytes, '%PDF-', 1024)) sniffed = { format: 'pdf' };
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    if (contains(bytes, 'word/document.xml') || contains(bytes, 'word/')) sniffed = { format: 'docx' };
    else if (claimed)
      throw new CvReadError(
        'mismatch',
        `This file is named ${named} but it is a zip archive, not a CV we can read.`,
      );
    else
      throw new CvReadError(
        'unsupported',
        'This zip archive is not a Word document. Upload a PDF, a Word (.docx) file, or paste the text.',
      );
  } else {
    // A password-protected Word file is an OLE container holding 'EncryptedPackage' (UTF-16).
    if (
      startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]) &&
      contains(bytes, 'E\0n\0c\0r\0y\0p\0t\0e\0d\0P\0a\0c\0k\0a\0g\0e')
    )
      throw new CvReadError(
        'encrypted',
        'This Word file is protected with a password. Save a copy without the password and upload that.',
      );
    const binary = binaryKind(bytes);
    if (binary) {
      // An old Word file named .doc is what its name says, a kind this does not read (a .docx will do); a .doc name
      // is also taken by a .docx file, which reads as one.
      const oldWord = ext === 'doc' && startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]);
      if (claimed && !oldWord)
        throw new CvReadError(
          'mismatch',
          `This file is named ${named} but it is ${binary}. Upload the CV as a PDF or Word file, or paste its text.`,
        );
      throw new CvReadError(
        'unsupported',
        `This is ${binary}, not a CV we can read. Upload a PDF, a Word (.docx) file, or paste the text.`,
      );
    }
    const text = decodeText(bytes);
    if (text === null) {
      if (claimed)
        throw new CvReadError(
          'mismatch',
          `This file is named ${named} but its contents are not that kind of file.`,
        );
      throw new CvReadError(
        'unsupported',
        'This file is not a PDF, a Word (.docx) file, a web page or text, so it cannot be read.',
      );
    }
    sniffed = sniffText(text);
  }
  if (claimed && !claimed.includes(sniffed.format)) {
    // A text file named .txt that happens to hold HTML or JSON is still text the artist chose: read what it is.
    const textual = ['text', 'markdown', 'html', 'json'];
    const bothText = textual.includes(sniffed.format) && claimed.every((f) => textual.includes(f));
    if (!bothText)
      throw new CvReadError(
        'mismatch',
        `This file is named ${named} but it is not that kind of file. Check that you chose the right file.`,
      );
  }
  return sniffed;
}
