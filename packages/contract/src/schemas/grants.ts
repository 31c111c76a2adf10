// Grants, fellowships and residencies (type, name, organization and year required).
import type * as v from 'valibot';
import { GRANT_TYPE_LABELS, GRANT_TYPES } from '../constants.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const grantsSection = defineSection({
  segment: 'grants',
  itemPaths: 'nested',
  label: 'Grants',
  noun: 'grant',
  fields: {
    type: f.choice(GRANT_TYPES, GRANT_TYPE_LABELS, M.grantType, 'grant', {
      label: 'Type',
      markedRequired: true,
    }),
    name: f.text(M.name, { label: 'Name' }),
    organization: f.text(M.organization, { label: 'Organization' }),
    year: f.year(M.year),
    amount: f.optionalText({ label: 'Amount' }),
    location: f.optionalText({ label: 'Location' }),
    duration: f.optionalText({ label: 'Duration', placeholder: '3 months' }),
    description: f.notes({ label: 'Description' }),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({
    primary: entryText(i.name),
    secondary: entryJoin(GRANT_TYPE_LABELS[i.type as keyof typeof GRANT_TYPE_LABELS], i.organization, i.year),
  }),
  messages: { empty: E.empty.grants, saveFailed: E.grants.saveFailed, deleteFailed: E.grants.deleteFailed },
});

export const grantInput = grantsSection.input;
export const grantPatch = grantsSection.patch;
export const grant = grantsSection.item;

export type Grant = v.InferOutput<typeof grant>;
