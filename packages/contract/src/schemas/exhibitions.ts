// Solo and group exhibitions share one shape (title, venue, city and year required).
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  nullableText,
  optionalText,
  requiredText,
  yearText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const fields = {
  title: requiredText(M.exhibition),
  venue: requiredText(M.exhibition),
  city: requiredText(M.exhibition),
  year: yearText(M.exhibition),
  notes: optionalText(TEXT_LIMITS.notes),
};
export const exhibitionInput = formObject({ ...fields, visibility: visibilityInput });
export const exhibitionPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const exhibition = v.object({
  id: v.number(),
  visibility: itemVisibility,
  title: v.string(),
  venue: v.string(),
  city: v.string(),
  year: v.string(),
  notes: nullableText,
});

export type ExhibitionInput = v.InferOutput<typeof exhibitionInput>;
export type ExhibitionPatch = v.InferOutput<typeof exhibitionPatch>;
export type Exhibition = v.InferOutput<typeof exhibition>;
