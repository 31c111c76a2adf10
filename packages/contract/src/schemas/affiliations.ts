// Affiliations and memberships (name required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const affiliationsSection = defineSection({
  segment: 'affiliations',
  itemPaths: 'nested',
  label: 'Affiliations',
  noun: 'affiliation',
  table: { entity: 'Affiliation', relation: 'affiliations' },
  fields: {
    name: f.text(M.affiliation, { label: 'Name', wide: true }),
    type: f.optionalText({ label: 'Type', placeholder: 'Member, board, collective' }),
    duration: f.optionalText({ label: 'Duration', placeholder: '2019-present' }),
  },
  order: { by: 'year', yearField: 'duration' },
  summary: (i) => ({ primary: entryText(i.name), secondary: entryJoin(i.type, i.duration) }),
  messages: { empty: E.empty.affiliations, ...E.affiliations },
});

export const affiliationInput = affiliationsSection.input;
export const affiliation = affiliationsSection.item;

export type Affiliation = v.InferOutput<typeof affiliation>;
