// Education entries (institution, degree and years required).
import type * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

export const educationSection = defineSection({
  segment: 'education',
  itemPaths: 'flat',
  label: 'Education',
  noun: 'education',
  place: { name: 'institution', city: null, publicSection: 'education' },
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

export const educationInput = educationSection.input;
export const education = educationSection.item;

export type Education = v.InferOutput<typeof education>;
