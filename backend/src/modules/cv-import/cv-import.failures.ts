// A reading that failed, as the owner is told: its status (when the answer is the start's own) and message.
import { CvImportMessages as M, type CvImportFailure } from '@oeuvre/contract';
import type { ReadOutcome } from './cv-read-queue.ts';

const FAILURES: Record<CvImportFailure, { status: number; message: string }> = {
  unsupported: { status: 415, message: M.unsupported },
  mismatch: { status: 415, message: M.mismatch },
  empty: { status: 400, message: M.empty },
  'no-text': { status: 422, message: M.noText },
  encrypted: { status: 400, message: M.encrypted },
  broken: { status: 400, message: M.broken },
  'too-large': { status: 413, message: M.tooLarge },
  'too-many-pages': { status: 413, message: M.tooManyPages },
  timeout: { status: 422, message: M.timedOut },
  interrupted: { status: 500, message: M.interrupted },
  failed: { status: 422, message: M.failed },
};

/** The failure of an outcome that is not a result: a reader's code as it is, a thread out of memory as too large. */
export function failureOf(outcome: Extract<ReadOutcome, { ok: false }>): CvImportFailure {
  if (outcome.code === 'out-of-memory') return 'too-large';
  return outcome.code in FAILURES ? (outcome.code as CvImportFailure) : 'failed';
}

export const failureStatus = (failure: CvImportFailure) => FAILURES[failure].status;
export const failureMessage = (failure: CvImportFailure) => FAILURES[failure].message;
