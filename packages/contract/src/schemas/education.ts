// Education entries (institution, degree and years required).
import * as v from 'valibot';
import { clean, list, named, sentences } from '../cv-line.ts';
import { datesOf } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const defined = defineSection({
  segment: 'education',
  itemPaths: 'flat',
  label: 'Education',
  noun: 'education',
  fields: {
    institution: f.text(M.education, { label: 'Institution', wide: true }),
    degree: f.text(M.education, { label: 'Degree', placeholder: 'MFA, Painting' }),
    years: f.text(M.education, { label: 'Years', placeholder: '2016-2018' }, 50),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'years' },
  summary: (i) => ({ primary: entryText(i.degree), secondary: entryJoin(i.institution, i.years) }),
  messages: {
    empty: E.empty.education,
    saveFailed: E.education.addFailed,
    deleteFailed: E.education.removeFailed,
  },
});

export const educationSection = publishes(
  defined,
  publicShape({
    key: 'education',
    label: 'Education',
    fields: labelled(
      ['institution', 'Institution'],
      ['degree', 'Degree'],
      ['years', 'Years'],
      ['notes', 'Notes'],
    ),
    item: v.object({
      id: p.entryId,
      institution: p.text,
      degree: p.text,
      years: p.text,
      notes: p.nullableText,
    }),
    yearField: 'years',
    read: (e) => [list(named(e.degree), e.institution), sentences(e.notes)],
    venue: { role: 'alumni', name: 'institution', city: null, title: 'degree' },
    resume: {
      list: 'education',
      entry: (e) => ({
        institution: clean(e.institution),
        studyType: clean(e.degree),
        area: clean(e.notes),
        startDate: datesOf(e.years).start,
        endDate: datesOf(e.years).end,
      }),
    },
  }),
);

export const educationInput = educationSection.input;
export const education = educationSection.item;

export type Education = v.InferOutput<typeof education>;
