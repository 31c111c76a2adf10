// Collections holding the artist's work (only the name is required).
import type * as v from 'valibot';
import { COLLECTION_TYPE_LABELS, COLLECTION_TYPES } from '../constants.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const collectionsSection = defineSection({
  segment: 'collections',
  itemPaths: 'nested',
  label: 'Collections',
  noun: 'collection',
  table: { entity: 'CollectionEntry', relation: 'collections' },
  place: { name: 'name', city: 'location', publicSection: 'collections' },
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

export const collectionInput = collectionsSection.input;
export const collection = collectionsSection.item;

export type Collection = v.InferOutput<typeof collection>;
