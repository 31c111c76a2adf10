// Solo and group exhibitions: two sections of one shape (title, venue, city and year required).
import * as v from 'valibot';
import { clean, list, sentences, titled } from '../cv-line.ts';
import { datesOf } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
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

/** An exhibition on the public page: as entered; the show in italics, then where. */
const publicExhibitions = <const K extends string>(key: K, label: string, exhibition: 'solo' | 'group') =>
  publicShape({
    key,
    label,
    fields: labelled(
      ['title', 'Title'],
      ['venue', 'Venue'],
      ['city', 'City'],
      ['year', 'Year'],
      ['notes', 'Notes'],
    ),
    item: v.object({
      id: p.entryId,
      title: p.text,
      venue: p.text,
      city: p.text,
      year: p.text,
      notes: p.nullableText,
    }),
    yearField: 'year',
    read: (e) => [list(titled(e.title), e.venue, e.city), sentences(e.notes)],
    venue: { role: 'exhibition', name: 'venue', city: 'city', title: 'title', exhibition },
    cvSearch: ['title', 'venue'],
    resume: {
      list: 'projects',
      entry: (e) => ({
        name: clean(e.title),
        type: `${exhibition} exhibition`,
        entity: clean(e.venue),
        description: [clean(e.venue), clean(e.city)].filter(Boolean).join(', '),
        startDate: datesOf(e.year).start,
        endDate: datesOf(e.year).end,
        highlights: clean(e.notes) ? [clean(e.notes)] : [],
        keywords: [clean(e.city)].filter(Boolean),
      }),
    },
    // An exhibition the artist took part in.
    schemaOrg: {
      property: 'performerIn',
      entry: (e) => {
        const year = datesOf(e.year).start;
        return {
          '@type': 'ExhibitionEvent',
          name: clean(e.title),
          location: {
            '@type': 'Place',
            name: clean(e.venue),
            address: { '@type': 'PostalAddress', addressLocality: clean(e.city) },
          },
          ...(year ? { startDate: year } : {}),
        };
      },
    },
  });

const soloExhibitions = defineSection({
  segment: 'solo-exhibitions',
  itemPaths: 'flat',
  label: 'Solo Exhibitions',
  noun: 'solo exhibition',
  // Solo and group exhibitions share every field, and one table told apart by its kind.
  table: { entity: 'Exhibition', relation: 'exhibitions', kind: 'solo' },
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

export const soloExhibitionsSection = publishes(
  soloExhibitions,
  publicExhibitions('soloExhibitions', 'Solo Exhibitions', 'solo'),
);

const groupExhibitions = defineSection({
  ...soloExhibitions,
  segment: 'group-exhibitions',
  label: 'Group Exhibitions',
  noun: 'group exhibition',
  table: { entity: 'Exhibition', relation: 'exhibitions', kind: 'group' },
  messages: {
    empty: E.empty.groupExhibitions,
    saveFailed: E.groupExhibitions.addFailed,
    deleteFailed: E.groupExhibitions.removeFailed,
  },
});

export const groupExhibitionsSection = publishes(
  groupExhibitions,
  publicExhibitions('groupExhibitions', 'Group Exhibitions', 'group'),
);

export const exhibitionInput = soloExhibitionsSection.input;
export const exhibition = soloExhibitionsSection.item;

export type Exhibition = v.InferOutput<typeof exhibition>;
