// The held-out CVs' labels: one line per entry, 'sections|year|main text[|venue|city]' (sections a comma list where the CV's
// heading combines two), scored with the corpus's rule (../../corpus/evaluate.ts).
import { readFileSync } from 'node:fs';
import { scoreFile, scoresOf, type FileScore } from '../../corpus/evaluate.ts';
import { MAIN_FIELD, yearFieldOf } from '../../corpus/evaluate.ts';
import type { FileLabel } from '../../corpus/model.ts';
import { readCv } from '../index.ts';
import type { ImportSection, ReadResult } from '../types.ts';


export function parseLabels(text: string): FileLabel[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const [sections, year, main, venue = '', city = ''] = line.split('|') as [string, string, string];
      const accept = sections.split(',') as ImportSection[];
      const section = accept[0]!;
      // Venue and city, where labelled ('|venue|city' after the text); '' keeps the scorer's check false.
      const fields: Record<string, string> = { venue, city, [MAIN_FIELD[section]]: main };
      fields[yearFieldOf(section)] = year;
      return { section, fields, accept };
    });
}

const NOBODY = { fullName: '', birthYear: '', birthPlace: '', city: '', country: '', email: '', website: '' };

export interface HeldOutScore {
  f1: number;
  score: FileScore;
  result: ReadResult;
}

export function scoreRead(result: ReadResult, labels: FileLabel[]): HeldOutScore {
  const score = scoreFile(labels, NOBODY, result.entries, result.person);
  return { f1: scoresOf(score.counts).f1, score, result };
}

export async function scoreBytes(
  bytes: Uint8Array,
  filename: string,
  labelsPath: string,
): Promise<HeldOutScore> {
  const result = await readCv({ bytes, filename });
  return scoreRead(result, parseLabels(readFileSync(labelsPath, 'utf8')));
}
