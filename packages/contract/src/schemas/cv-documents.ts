// CV documents: which selection a document follows, and the JSON Resume the open format answers.
import * as v from 'valibot';
import { idField } from './fields.ts';

/** `?selection=<id>` of the own documents; absent = the whole draft with the default options. */
export const cvDocumentQuery = v.object({
  selection: v.optional(idField('Choose a saved selection')),
});

/** JSON Resume 1.0.0 (jsonresume.org/schema): the sections Oeuvre fills, each item loose as the schema allows. */
const items = v.array(v.looseObject({}));
export const jsonResume = v.looseObject({
  $schema: v.string(),
  basics: v.looseObject({ name: v.string() }),
  education: items,
  awards: items,
  publications: items,
  projects: items,
  work: items,
  volunteer: items,
  meta: v.looseObject({}),
});
export type JsonResume = v.InferOutput<typeof jsonResume>;
