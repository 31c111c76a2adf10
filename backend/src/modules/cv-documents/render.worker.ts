// Draws CV and portfolio PDFs off the main thread (see document-renderer.ts): laying out a long CV costs this
// thread time, never the server's requests. Plain TypeScript that Node runs as is (erasable syntax only).
import { parentPort } from 'node:worker_threads';
import type { CvDocument, CvDocumentWork } from '@oeuvre/cv-document';
import { writeCvPdf } from './cv-pdf.ts';
import { writePortfolioPdf } from './portfolio-pdf.ts';
import type { WorkImage } from './work-images.ts';

export type RenderRequest = {
  kind: 'cv' | 'portfolio';
  cv: CvDocument;
  date: Date;
  /** The portfolio's statement page and cover year. */
  statement?: string | null;
  year?: number;
};
/** From the main thread: a document to render, or a picture it asked for. */
export type ToWorker =
  { type: 'render'; request: RenderRequest } | { type: 'image'; id: number; image: WorkImage | null };
/** To the main thread: the document's bytes as they are written, a picture to load, the end. */
export type FromWorker =
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'image'; id: number; imageUrl: string }
  | { type: 'done' }
  | { type: 'failed'; message: string };

const port = parentPort!;
/** Bytes are sent in chunks of about this size (pdfkit writes many small pieces). */
const CHUNK = 256 * 1024;

let nextImage = 0;
const waitingImages = new Map<number, (image: WorkImage | null) => void>();

function imageOf(work: CvDocumentWork): Promise<WorkImage | null> {
  const id = nextImage++;
  port.postMessage({ type: 'image', id, imageUrl: work.imageUrl } satisfies FromWorker);
  return new Promise((resolve) => waitingImages.set(id, resolve));
}

async function render(request: RenderRequest): Promise<void> {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (!size) return;
    const bytes = new Uint8Array(Buffer.concat(pending, size));
    port.postMessage({ type: 'chunk', bytes } satisfies FromWorker, [bytes.buffer]);
    pending = [];
    size = 0;
  };
  const out = (chunk: Buffer) => {
    pending.push(chunk);
    size += chunk.length;
    if (size >= CHUNK) flush();
  };
  if (request.kind === 'cv') await writeCvPdf(request.cv, out, request.date);
  else {
    await writePortfolioPdf(request.cv, imageOf, out, {
      date: request.date,
      statement: request.statement ?? null,
      year: request.year,
    });
  }
  flush();
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'image') {
    waitingImages.get(message.id)?.(message.image);
    waitingImages.delete(message.id);
    return;
  }
  render(message.request).then(
    () => port.postMessage({ type: 'done' } satisfies FromWorker),
    (error: unknown) => port.postMessage({ type: 'failed', message: String(error) } satisfies FromWorker),
  );
});
