// Teaching and lectures (role and institution required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const teachingSection = defineSection({
  segment: 'teaching',
  itemPaths: 'nested',
  label: 'Teaching',
  noun: 'teaching position',
  place: { name: 'institution', city: null, publicSection: 'teaching' },
  fields: {
    role: f.text(M.teaching, { label: 'Role', placeholder: 'Visiting lecturer' }),
    institution: f.text(M.teaching, { label: 'Institution' }),
    year: f.optionalYear(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.role), secondary: entryJoin(i.institution, i.year) }),
  messages: { empty: E.empty.teaching, ...E.teaching },
});

export const teachingInput = teachingSection.input;
export const teaching = teachingSection.item;

export type Teaching = v.InferOutput<typeof teaching>;
