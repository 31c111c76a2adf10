// Affiliations and memberships (name required).
import * as v from 'valibot';
import { clean, list, named } from '../cv-line.ts';
import { datesOf } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const affiliations = defineSection({
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

export const affiliationsSection = publishes(
  affiliations,
  publicShape({
    key: 'affiliations',
    label: 'Affiliations & Memberships',
    fields: labelled(['name', 'Name'], ['type', 'Type'], ['duration', 'Duration']),
    item: v.object({ id: p.entryId, name: p.text, type: p.nullableText, duration: p.nullableText }),
    yearField: 'duration',
    read: (a) => [list(named(a.name), a.type)],
    resume: {
      list: 'volunteer',
      entry: (a) => ({
        organization: clean(a.name),
        position: clean(a.type),
        startDate: datesOf(a.duration).start,
        endDate: datesOf(a.duration).end,
        summary: clean(a.duration),
      }),
    },
  }),
);

export const affiliationInput = affiliationsSection.input;
export const affiliation = affiliationsSection.item;

export type Affiliation = v.InferOutput<typeof affiliation>;
