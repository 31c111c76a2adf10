// Teaching and lectures (role and institution required).
import * as v from 'valibot';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  nullableText,
  optionalYear,
  requiredText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const fields = {
  role: requiredText(M.teaching),
  institution: requiredText(M.teaching),
  year: optionalYear(),
};
export const teachingInput = formObject({ ...fields, visibility: visibilityInput });
export const teachingPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const teaching = v.object({
  id: v.number(),
  visibility: itemVisibility,
  role: v.string(),
  institution: v.string(),
  year: nullableText,
});

export type TeachingInput = v.InferOutput<typeof teachingInput>;
export type TeachingPatch = v.InferOutput<typeof teachingPatch>;
export type Teaching = v.InferOutput<typeof teaching>;
