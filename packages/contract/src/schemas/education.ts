// Education entries (spec: institution, degree and years required).
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  nullableText,
  optionalText,
  requiredText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const fields = {
  institution: requiredText(M.education),
  degree: requiredText(M.education),
  years: requiredText(M.education, 50),
  notes: optionalText(TEXT_LIMITS.notes),
};
export const educationInput = formObject({ ...fields, visibility: visibilityInput });
export const educationPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const education = v.object({
  id: v.number(),
  visibility: itemVisibility,
  institution: v.string(),
  degree: v.string(),
  years: v.string(),
  notes: nullableText,
});

export type EducationInput = v.InferOutput<typeof educationInput>;
export type EducationPatch = v.InferOutput<typeof educationPatch>;
export type Education = v.InferOutput<typeof education>;
