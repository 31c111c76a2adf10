// Publications and press (type, title, publication and year required; url must be http(s)).
import * as v from 'valibot';
import { BIBLIOGRAPHY_TYPES, TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  nullableText,
  optionalHttpUrl,
  optionalText,
  requiredText,
  yearText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const type = v.picklist(BIBLIOGRAPHY_TYPES, M.bibliographyType);
const fields = {
  title: requiredText(M.title),
  publication: requiredText(M.publication),
  author: optionalText(),
  year: yearText(M.year),
  pages: optionalText(50),
  url: optionalHttpUrl(M.link),
  notes: optionalText(TEXT_LIMITS.notes),
};
export const bibliographyInput = formObject({
  type: v.optional(type, 'article'),
  ...fields,
  visibility: visibilityInput,
});
export const bibliographyPatch = v.partial(v.object({ type, ...fields, visibility: visibilityField }));
export const bibliographyEntry = v.object({
  id: v.number(),
  visibility: itemVisibility,
  type,
  title: v.string(),
  publication: v.string(),
  author: nullableText,
  year: v.string(),
  pages: nullableText,
  url: nullableText,
  notes: nullableText,
});

export type BibliographyInput = v.InferOutput<typeof bibliographyInput>;
export type BibliographyPatch = v.InferOutput<typeof bibliographyPatch>;
export type BibliographyEntry = v.InferOutput<typeof bibliographyEntry>;
