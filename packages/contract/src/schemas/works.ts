// Selected works (title, medium, year and image URL required).
import * as v from 'valibot';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  imageUrl,
  nullableText,
  optionalText,
  requiredText,
  yearText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const fields = {
  title: requiredText(M.work),
  medium: requiredText(M.work),
  dimensions: optionalText(),
  year: yearText(M.work),
  imageUrl: imageUrl(M.work, M.workImageUrl),
  exhibition: optionalText(),
};
export const workInput = formObject({ ...fields, visibility: visibilityInput });
export const workPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const work = v.object({
  id: v.number(),
  visibility: itemVisibility,
  title: v.string(),
  medium: v.string(),
  dimensions: nullableText,
  year: v.string(),
  imageUrl: v.string(),
  exhibition: nullableText,
});

export type WorkInput = v.InferOutput<typeof workInput>;
export type WorkPatch = v.InferOutput<typeof workPatch>;
export type Work = v.InferOutput<typeof work>;
