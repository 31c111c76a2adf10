import { optionsOf, type CvSelection as CvSelectionView } from '@oeuvre/contract';
import type { CvSelection } from './cv-selection.entity.ts';

/** A saved selection as the API answers it: name, options, timestamps. */
export function presentSelection(row: CvSelection): CvSelectionView {
  return {
    id: row.id,
    name: row.name,
    ...optionsOf(row.options),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
