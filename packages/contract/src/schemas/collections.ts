// Collections holding the artist's work (only the name is required).
import * as v from 'valibot';
import { COLLECTION_TYPE_LABELS, COLLECTION_TYPES } from '../constants.ts';
import { clean, list, named, sentences, titled } from '../cv-line.ts';
import { datesOf, joinedSentences } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const collections = defineSection({
  segment: 'collections',
  itemPaths: 'nested',
  label: 'Collections',
  noun: 'collection',
  table: { entity: 'CollectionEntry', relation: 'collections' },
  fields: {
    type: f.choice(COLLECTION_TYPES, COLLECTION_TYPE_LABELS, M.collectionType, 'public', { label: 'Type' }),
    name: f.text(M.collectionName, { label: 'Collection name' }),
    location: f.optionalText({ label: 'Location' }),
    year: f.optionalYear({ label: 'Year acquired' }),
    workTitle: f.optionalText({ label: 'Work title' }),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({
    primary: entryText(i.name),
    secondary: entryJoin(
      COLLECTION_TYPE_LABELS[i.type as keyof typeof COLLECTION_TYPE_LABELS],
      i.location,
      i.year,
    ),
  }),
  messages: { empty: E.empty.collections, ...E.collections },
});

export const collectionsSection = publishes(
  collections,
  publicShape({
    key: 'collections',
    label: 'Collections',
    fields: labelled(['name', 'Name'], ['type', 'Type'], ['year', 'Year']),
    item: v.object({
      id: p.entryId,
      name: p.text,
      type: p.text,
      year: p.nullableText,
      location: p.extra,
      workTitle: p.extra,
      notes: p.extra,
    }),
    yearField: 'year',
    // A public collection is the usual case; another kind says so ("Private collection").
    read: (c) => [
      list(named(c.name), c.location),
      sentences(
        c.type && c.type !== 'public'
          ? `${COLLECTION_TYPE_LABELS[c.type as keyof typeof COLLECTION_TYPE_LABELS] ?? clean(c.type)} collection`
          : '',
        clean(c.workTitle) ? [{ text: 'Work: ' }, titled(c.workTitle)] : null,
        c.notes,
      ),
    ],
    venue: { role: 'collection', name: 'name', city: 'location', title: 'workTitle' },
    cvSearch: ['name'],
    resume: {
      list: 'projects',
      entry: (c) => ({
        name: clean(c.name),
        type: 'collection',
        entity: clean(c.name),
        description: joinedSentences(c.location, c.workTitle ? `Work: ${clean(c.workTitle)}` : '', c.notes),
        startDate: datesOf(c.year).start,
        keywords: [`${c.type} collection`],
      }),
    },
  }),
);

export const collectionInput = collectionsSection.input;
export const collection = collectionsSection.item;

export type Collection = v.InferOutput<typeof collection>;
