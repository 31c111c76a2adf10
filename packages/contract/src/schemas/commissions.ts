// Commissions and public works (title required).
import * as v from 'valibot';
import { clean, list, sentences, titled } from '../cv-line.ts';
import { datesOf } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const commissions = defineSection({
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

export const commissionsSection = publishes(
  commissions,
  publicShape({
    key: 'commissions',
    label: 'Commissions & Public Works',
    fields: labelled(
      ['title', 'Title'],
      ['commissioner', 'Commissioner'],
      ['description', 'Description'],
      ['year', 'Year'],
    ),
    item: v.object({
      id: p.entryId,
      title: p.text,
      commissioner: p.nullableText,
      description: p.nullableText,
      year: p.nullableText,
    }),
    yearField: 'year',
    read: (c) => [list(titled(c.title), c.commissioner), sentences(c.description)],
    resume: {
      list: 'projects',
      entry: (c) => ({
        name: clean(c.title),
        type: 'commission',
        entity: clean(c.commissioner),
        description: clean(c.description),
        startDate: datesOf(c.year).start,
        endDate: datesOf(c.year).end,
      }),
    },
  }),
);

export const commissionInput = commissionsSection.input;
export const commission = commissionsSection.item;

export type Commission = v.InferOutput<typeof commission>;
