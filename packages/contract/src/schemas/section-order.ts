// The order of a CV section's entries, as the artist arranges them in the editor.
import * as v from 'valibot';
import { SECTION_ENTRIES_MAX } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { idField } from './fields.ts';

/** At most this many ids in one new order: as many as a section holds. */
export const SECTION_ORDER_MAX = SECTION_ENTRIES_MAX;

/** PUT /api/artists/:id/<section>/order: every entry's id once, first to last. */
export const sectionOrder = v.object(
  {
    ids: v.pipe(
      v.array(idField(M.sectionOrder), M.sectionOrder),
      v.maxLength(SECTION_ORDER_MAX, M.sectionOrder),
      v.check((ids) => new Set(ids).size === ids.length, M.sectionOrder),
    ),
  },
  M.sectionOrder,
);
export type SectionOrder = v.InferOutput<typeof sectionOrder>;
