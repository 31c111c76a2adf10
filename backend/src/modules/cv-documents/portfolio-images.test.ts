// A portfolio's size follows its pictures, not its pages: a picture used by many works is embedded once, and the
// works are capped with a note.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CAPS } from '@oeuvre/cv-document';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { bytesOf, readPdf } from '../../../test/pdf.ts';
import { artistWithProfile } from '../artists/artist.fixtures.ts';
import sharp from 'sharp';
import type { Browser } from '../../../test/http.ts';
import { addEntry } from './cv-documents.fixtures.ts';

/** The image objects of a PDF as pdfimages lists them: one row per use, with the object each use draws. */
async function imageObjects(bytes: Buffer): Promise<{ uses: number; objects: Set<string> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oeuvre-images-'));
  try {
    const file = path.join(dir, 'portfolio.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdfimages', ['-list', file]);
    const rows = stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/));
    return { uses: rows.length, objects: new Set(rows.map((cells) => `${cells[10]} ${cells[11]}`)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A 1600 x 1200 photograph-like picture (noise: it does not compress away), uploaded as a work image. */
async function uploadNoisyPicture(browser: Browser, artistId: number): Promise<string> {
  const png = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
  form.set('artistId', String(artistId));
  const res = await browser.fetch('/api/artists/work-image-upload', { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { fileUrl: string }).fileUrl;
}

describe.each(engines())('portfolio pictures on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('works sharing one 1600 px picture embed it once; works past the cap end with a note', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Serial Painter' });
    const image = await uploadNoisyPicture(browser, profile.id);
    const count = DOCUMENT_CAPS.works + 2;
    for (let i = 0; i < count; i++) {
      await addEntry(browser, profile.id, 'works', {
        title: `Variation ${i}`,
        medium: 'Oil',
        year: String(1700 + i),
        imageUrl: image,
      });
    }
    const res = await fetch(`${site.server.url}/artists/${profile.slug}/portfolio.pdf`);
    expect(res.status).toBe(200);
    const bytes = await bytesOf(res);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const images = await imageObjects(bytes);
    // Every work, and the first once more on the cover.
    expect(images.uses).toBe(DOCUMENT_CAPS.works + 1);
    expect(images.objects.size).toBe(1);
    const pdf = await readPdf(bytes);
    // Most recent first: the two oldest are left out, and the portfolio says so.
    expect(pdf.text).toContain(`Variation ${count - 1}`);
    expect(pdf.text).not.toMatch(/Variation 1\n/);
    expect(pdf.text).toContain('… and 2 more works');
  });
});
