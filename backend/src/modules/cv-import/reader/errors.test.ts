// Files the reader refuses, each with its code and a plain message: by their bytes, never their names.
import { describe, expect, it } from 'vitest';
import { CvReadError, readCv } from './index.ts';
import { pdfBytes, text, zipBytes } from './test-files.ts';

async function refusal(promise: Promise<unknown>): Promise<CvReadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CvReadError);
    const e = error as CvReadError;
    // User-facing: plain sentences, no stack or library wording.
    expect(e.message).not.toMatch(/Error:|at \w+ \(|pdfjs|mammoth|yauzl|undefined/);
    return e;
  }
  throw new Error('expected the reader to refuse the file');
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

describe('readCv refuses what it cannot read', () => {
  it('a PNG named .pdf is a mismatch; a PNG with no name is unsupported', async () => {
    expect((await refusal(readCv({ bytes: PNG, filename: 'cv.pdf' }))).code).toBe('mismatch');
    expect((await refusal(readCv({ bytes: PNG }))).code).toBe('unsupported');
  });

  it('a PDF named .docx is a mismatch; a real PDF named .txt too', async () => {
    const pdf = await pdfBytes((doc) => {
      doc.addPage();
      text(doc, 'Ada Quill', 72, 72);
    });
    expect((await refusal(readCv({ bytes: pdf, filename: 'cv.docx' }))).code).toBe('mismatch');
    expect((await refusal(readCv({ bytes: pdf, filename: 'cv.txt' }))).code).toBe('mismatch');
  });

  it('a password-protected PDF is encrypted', async () => {
    const pdf = await pdfBytes(
      (doc) => {
        doc.addPage();
        text(doc, 'Secret CV', 72, 72);
      },
      { userPassword: 'open sesame', ownerPassword: 'owner', pdfVersion: '1.7' },
    );
    const e = await refusal(readCv({ bytes: pdf, filename: 'cv.pdf' }));
    expect(e.code).toBe('encrypted');
    expect(e.message).toMatch(/password/);
  });

  it('a damaged PDF is broken', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without end');
    expect((await refusal(readCv({ bytes }))).code).toBe('broken');
  });

  it('a PDF of shapes only (a scan has no text layer either) has no text, and says what will work', async () => {
    const pdf = await pdfBytes((doc) => {
      for (let i = 0; i < 2; i++) {
        doc.addPage();
        doc.rect(50, 50, 200, 100).fill('#333333');
        doc.circle(300, 400, 60).stroke();
      }
    });
    const e = await refusal(readCv({ bytes: pdf, filename: 'scan.pdf' }));
    expect(e.code).toBe('no-text');
    expect(e.message).toMatch(/no text to read/);
    expect(e.message).toMatch(/Word file/);
    expect(e.message).toMatch(/pasted/);
  });

  it('a PDF with more pages than allowed is refused from its page count', async () => {
    const pdf = await pdfBytes((doc) => {
      for (let i = 0; i < 8; i++) {
        doc.addPage();
        text(doc, `Page ${i + 1}`, 72, 72);
      }
    });
    const e = await refusal(readCv({ bytes: pdf }, { maxPages: 5 }));
    expect(e.code).toBe('too-many-pages');
    expect(e.message).toMatch(/8 pages/);
  });

  it('a Word file that would inflate past the limit is refused before it is inflated (a zip bomb)', async () => {
    // 8 MB of one character deflates to a few kilobytes.
    const bomb = zipBytes({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': `<w:document>${' '.repeat(8 * 1024 * 1024)}</w:document>`,
    });
    expect(bomb.length).toBeLessThan(100_000);
    const e = await refusal(
      readCv({ bytes: bomb, filename: 'cv.docx' }, { maxInflatedBytes: 4 * 1024 * 1024 }),
    );
    expect(e.code).toBe('too-large');
    // Under the byte limit but absurdly compressed: refused too.
    expect((await refusal(readCv({ bytes: bomb, filename: 'cv.docx' }))).code).toBe('too-large');
  });

  it('a zip with too many entries is refused; a zip that is not a Word file is not read', async () => {
    const many = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`word/media/${i}.xml`, 'x']));
    expect((await refusal(readCv({ bytes: zipBytes(many), filename: 'cv.docx' }))).code).toBe('too-large');
    const other = zipBytes({ 'photos/1.txt': 'hello' });
    expect((await refusal(readCv({ bytes: other, filename: 'cv.docx' }))).code).toBe('mismatch');
    expect((await refusal(readCv({ bytes: other }))).code).toBe('unsupported');
  });

  it('empty files and blank text are empty; a file over maxBytes is too large', async () => {
    expect((await refusal(readCv({ bytes: new Uint8Array() }))).code).toBe('empty');
    expect((await refusal(readCv({ text: '  \n\n ' }))).code).toBe('empty');
    expect((await refusal(readCv({ bytes: new TextEncoder().encode('\n\n   \n') }))).code).toBe('empty');
    const big = new TextEncoder().encode('Solo Exhibitions\n'.repeat(1000));
    expect((await refusal(readCv({ bytes: big }, { maxBytes: 1000 }))).code).toBe('too-large');
    expect((await refusal(readCv({ text: 'x'.repeat(5000) }, { maxChars: 1000 }))).code).toBe('too-large');
  });
});
