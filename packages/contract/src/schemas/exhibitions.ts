// Solo and group exhibitions: two sections of one shape (title, venue, city and year required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const exhibitionFields = {
  title: f.text(M.exhibition, { label: 'Title', wide: true }),
  venue: f.text(M.exhibition, { label: 'Venue' }),
  city: f.text(M.exhibition, { label: 'City' }),
  year: f.year(M.exhibition),
  notes: f.notes(),
};
const exhibitionSummary = (i: Record<string, unknown>) => ({
  primary: entryText(i.title),
  secondary: entryJoin(i.venue, i.city, i.year),
});

export const soloExhibitionsSection = defineSection({
  segment: 'solo-exhibitions',
  itemPaths: 'flat',
  label: 'Solo Exhibitions',
  noun: 'solo exhibition',
  // Solo and group exhibitions share every field, and one table told apart by its kind.
  table: { entity: 'Exhibition', relation: 'exhibitions', kind: 'solo' },
  place: { name: 'venue', city: 'city', publicSection: 'soloExhibitions' },
  // Solo and group exhibitions share one tab.
  editorTabs: [{ id: 'exhibitions', title: 'Exhibitions' }],
  fields: exhibitionFields,
  order: { by: 'year', yearField: 'year' },
  summary: exhibitionSummary,
  messages: {
    empty: E.empty.soloExhibitions,
    saveFailed: E.soloExhibitions.addFailed,
    deleteFailed: E.soloExhibitions.removeFailed,
  },
});

export const groupExhibitionsSection = defineSection({
  ...soloExhibitionsSection,
  segment: 'group-exhibitions',
  label: 'Group Exhibitions',
  noun: 'group exhibition',
  table: { entity: 'Exhibition', relation: 'exhibitions', kind: 'group' },
  place: { name: 'venue', city: 'city', publicSection: 'groupExhibitions' },
  messages: {
    empty: E.empty.groupExhibitions,
    saveFailed: E.groupExhibitions.addFailed,
    deleteFailed: E.groupExhibitions.removeFailed,
  },
});

export const exhibitionInput = soloExhibitionsSection.input;
export const exhibition = soloExhibitionsSection.item;

export type Exhibition = v.InferOutput<typeof exhibition>;
