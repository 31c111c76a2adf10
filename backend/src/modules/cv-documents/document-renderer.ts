// PDFs are drawn in a worker thread (render.worker.ts), one at a time, within bounds of time, memory and size: the
// event loop only passes messages, so a long CV never holds up other requests. A render past its bounds is ended
// (the worker is terminated, a new one starts for the next render) and answered 503 or 422 with a message.
import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http/errors.ts';
import { DocumentMessages } from './render-queue.ts';
import type { FromWorker, RenderRequest, ToWorker } from './render.worker.ts';
import type { WorkImage } from './work-images.ts';

export type { RenderRequest } from './render.worker.ts';

const WORKER_URL = new URL('./render.worker.ts', import.meta.url);

export type RendererOptions = {
  /** Loads a work's picture for the worker (sharp, off the event loop); null prints a placeholder. */
  images: (imageUrl: string) => Promise<WorkImage | null>;
  /** Wall-clock time a render may take (renders run one at a time, so it is the worker's CPU time too). */
  timeoutMs?: number;
  /** The worker's JavaScript heap. */
  heapMb?: number;
  /** The largest document sent. */
  maxBytes?: number;
};

/** A worker with no document to draw for this long is ended (its fonts and heap go back to the system). */
const IDLE_MS = 60_000;

export const RENDER_LIMITS = { timeoutMs: 60_000, heapMb: 512, maxBytes: 64 * 1024 * 1024 } as const;

/** A worker that stays up between renders (fonts are parsed once), ended when a render goes past its bounds. */
export class DocumentRenderer {
  private worker: Worker | undefined;
  private idle: NodeJS.Timeout | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly options: Required<RendererOptions>;

  constructor(options: RendererOptions) {
    this.options = { ...RENDER_LIMITS, ...options };
  }

  /** The document's bytes as chunks, in order; renders wait for the one before. */
  render(request: RenderRequest): Promise<Buffer[]> {
    const result = this.turn.then(() => this.renderNow(request));
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Ends the worker (the server is closing). */
  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    clearTimeout(this.idle);
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    worker.unref(); // an idle renderer does not keep the process alive
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  private renderNow(request: RenderRequest): Promise<Buffer[]> {
    const worker = this.start();
    const { images, timeoutMs, maxBytes } = this.options;
    return new Promise<Buffer[]>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      let settled = false;
      const end = (error: HttpError | Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.idle = setTimeout(() => void this.close(), IDLE_MS).unref();
        if (!error) resolve(chunks);
        else {
          // A worker stopped mid-render holds a half-drawn document: it goes, the next render starts a new one.
          if (this.worker === worker) this.worker = undefined;
          void worker.terminate();
          reject(error);
        }
      };
      const onMessage = (message: FromWorker) => {
        if (message.type === 'chunk') {
          bytes += message.bytes.byteLength;
          if (bytes > maxBytes) end(new HttpError(422, DocumentMessages.tooLarge));
          else
            chunks.push(
              Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
            );
        } else if (message.type === 'image') {
          images(message.imageUrl)
            .catch(() => null)
            .then((image) => {
              if (!settled) worker.postMessage({ type: 'image', id: message.id, image } satisfies ToWorker);
            });
        } else if (message.type === 'done') end(null);
        else end(new Error(`The document could not be drawn: ${message.message}`));
      };
      const onError = (error: Error & { code?: string }) =>
        end(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(422, DocumentMessages.tooLarge) : error,
        );
      const onExit = () => end(new Error('The document renderer stopped'));
      const timer = setTimeout(() => end(new HttpError(503, DocumentMessages.tooSlow)), timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ type: 'render', request } satisfies ToWorker);
    });
  }
}
