// The import's calls: read a file or pasted text (waiting while the server reads), apply the reviewed entries, discard.
import type { CvImport, CvImportApplyBody, CvImportApplyResult } from '@oeuvre/contract';
import { api } from '@/lib/api';

/** How often a reading in progress is asked about. */
export const POLL_MS = 1000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });

export type ImportSource = { file: File } | { text: string };

/** Sends the CV and answers the import once it is read or has failed (a 202 is asked about until it is not 'reading'). */
export async function readCv(
  source: ImportSource,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<CvImport> {
  const started =
    'file' in source
      ? await api.cvImport.start({
          file: source.file,
          fields: {},
          onProgress: (p) => onProgress?.(p.percent),
          signal,
        })
      : await api.cvImport.start({ body: { text: source.text }, signal });
  let current = started as CvImport;
  while (current.status === 'reading') {
    await wait(POLL_MS, signal);
    current = await api.cvImport.get({ params: { id: current.id }, signal });
  }
  return current;
}

/** An import as the server has it now (404 once applied, discarded or expired). */
export const getImport = (id: number, signal?: AbortSignal): Promise<CvImport> =>
  api.cvImport.get({ params: { id }, signal });

export const applyImport = (id: number, body: CvImportApplyBody): Promise<CvImportApplyResult> =>
  api.cvImport.apply({ params: { id }, body });

export const discardImport = (id: number): Promise<unknown> => api.cvImport.discard({ params: { id } });
