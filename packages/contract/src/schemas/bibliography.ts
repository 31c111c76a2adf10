// Publications and press (type, title, publication and year required; the link must be http(s)).
import type * as v from 'valibot';
import { BIBLIOGRAPHY_TYPE_LABELS, BIBLIOGRAPHY_TYPES } from '../constants.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const bibliographySection = defineSection({
  segment: 'bibliography',
  itemPaths: 'nested',
  label: 'Press',
  noun: 'publication',
  table: { entity: 'BibliographyEntry', relation: 'bibliography' },
  fields: {
    type: f.choice(BIBLIOGRAPHY_TYPES, BIBLIOGRAPHY_TYPE_LABELS, M.bibliographyType, 'article', {
      label: 'Type',
    }),
    title: f.text(M.title, { label: 'Title' }),
    publication: f.text(M.publication, { label: 'Publication' }),
    author: f.optionalText({ label: 'Author' }),
    year: f.year(M.year),
    pages: f.optionalText({ label: 'Pages' }, 50),
    url: f.optionalUrl(M.link, { label: 'Link', placeholder: 'https://…' }),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.title), secondary: entryJoin(i.publication, i.author, i.year) }),
  messages: { empty: E.empty.bibliography, ...E.bibliography },
});

export const bibliographyInput = bibliographySection.input;
export const bibliographyEntry = bibliographySection.item;

export type BibliographyEntry = v.InferOutput<typeof bibliographyEntry>;
