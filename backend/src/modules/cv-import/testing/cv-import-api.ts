// Calling the import API as the web app does: a file or pasted text, then the import once it is read.
import type { CvImport } from '@oeuvre/contract';
import type { Browser } from '../../../../test/http.ts';
import { normalized } from '../cv-import.duplicates.ts';

export const IMPORT_PATH = '/api/my-profile/cv-import';

export function uploadCv(browser: Browser, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return browser.fetch(IMPORT_PATH, { method: 'POST', body: form });
}

export const pasteCv = (browser: Browser, text: string) => browser.fetch(IMPORT_PATH, { method: 'POST', json: { text } });

/** The import a start answered, waiting for it while it is read (201 holds it; 202 is polled). */
export async function importOf(browser: Browser, res: Response, timeoutMs = 60_000): Promise<CvImport> {
  const body = (await res.json()) as CvImport & { message?: string };
  if (res.status !== 201 && res.status !== 202) throw new Error(`The start answered ${res.status}: ${body.message}`);
  let current = body;
  const until = Date.now() + timeoutMs;
  while (current.status === 'reading') {
    if (Date.now() > until) throw new Error(`Import ${current.id} still reading after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await browser.fetch(`${IMPORT_PATH}/${current.id}`);
    current = (await next.json()) as CvImport;
  }
  return current;
}

export const applyImport = (browser: Browser, id: number, body: object) =>
  browser.fetch(`${IMPORT_PATH}/${id}/apply`, { method: 'POST', json: body });

/** Text compared the way a reader of the CV would: case, accents, punctuation and spacing aside (as duplicates are). */
export const loose = normalized;
