// Teaching and lectures (role and institution required).
import * as v from 'valibot';
import { clean, list, named } from '../cv-line.ts';
import { datesOf } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const defined = defineSection({
  segment: 'teaching',
  itemPaths: 'nested',
  label: 'Teaching',
  noun: 'teaching position',
  fields: {
    role: f.text(M.teaching, { label: 'Role', placeholder: 'Visiting lecturer' }),
    institution: f.text(M.teaching, { label: 'Institution' }),
    year: f.optionalYear(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.role), secondary: entryJoin(i.institution, i.year) }),
  messages: { empty: E.empty.teaching, ...E.teaching },
});

export const teachingSection = publishes(
  defined,
  publicShape({
    key: 'teaching',
    label: 'Teaching & Lectures',
    fields: labelled(['role', 'Role'], ['institution', 'Institution'], ['year', 'Year']),
    item: v.object({ id: p.entryId, role: p.text, institution: p.text, year: p.nullableText }),
    yearField: 'year',
    read: (t) => [list(named(t.role), t.institution)],
    venue: { role: 'teacher', name: 'institution', city: null, title: 'role' },
    resume: {
      list: 'work',
      entry: (t) => ({
        name: clean(t.institution),
        position: clean(t.role),
        startDate: datesOf(t.year).start,
        endDate: datesOf(t.year).end,
      }),
    },
  }),
);

export const teachingInput = teachingSection.input;
export const teaching = teachingSection.item;

export type Teaching = v.InferOutput<typeof teaching>;
