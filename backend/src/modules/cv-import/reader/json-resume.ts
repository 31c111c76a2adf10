// JSON Resume (and Oeuvre's own cv.json): its sections mapped back to the CV's, as Oeuvre writes them.
import type { ReadResult } from './types.ts';

export function readJsonResume(_text: string): ReadResult | null {
  return null;
}
