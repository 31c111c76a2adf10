// Commissions and public works (title required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const commissionsSection = defineSection({
  segment: 'commissions',
  itemPaths: 'nested',
  label: 'Commissions',
  noun: 'commission',
  table: { entity: 'Commission', relation: 'commissions' },
  fields: {
    title: f.text(M.commission, { label: 'Title', wide: true }),
    commissioner: f.optionalText({ label: 'Commissioner' }),
    description: f.notes({ label: 'Description' }),
    year: f.optionalYear(),
  },
  editorOrder: ['title', 'commissioner', 'year', 'description'],
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.title), secondary: entryJoin(i.commissioner, i.year) }),
  messages: { empty: E.empty.commissions, ...E.commissions },
});

export const commissionInput = commissionsSection.input;
export const commission = commissionsSection.item;

export type Commission = v.InferOutput<typeof commission>;
