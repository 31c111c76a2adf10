// Awards (name, presenter and year required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const defined = defineSection({
  segment: 'awards',
  itemPaths: 'nested',
  label: 'Awards',
  noun: 'award',
  table: { entity: 'Award', relation: 'awards' },
  fields: {
    name: f.text(M.awardName, { label: 'Award name', wide: true }),
    presenter: f.text(M.awardPresenter, { label: 'Presenter/Organization' }),
    year: f.year(M.year),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.name), secondary: entryJoin(i.presenter, i.year) }),
  messages: { empty: E.empty.awards, saveFailed: E.awards.saveFailed, deleteFailed: E.awards.deleteFailed },
});

/** Awards are published among the grants and fellowships ("Grants, Awards & Fellowships"), as type 'award'. */
export const awardsSection = publishes(defined, {
  into: 'grants',
  rename: { grantor: 'presenter' },
  constants: { type: 'award', location: null, duration: null, amount: null },
  owns: (entry) => entry.type === 'award',
});

export const awardInput = awardsSection.input;
export const awardPatch = awardsSection.patch;
export const award = awardsSection.item;

export type AwardInput = v.InferOutput<typeof awardInput>;
export type Award = v.InferOutput<typeof award>;
