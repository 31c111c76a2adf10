// Awards (name, presenter and year required).
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
  name: requiredText(M.awardName),
  presenter: requiredText(M.awardPresenter),
  year: yearText(M.year),
  notes: optionalText(TEXT_LIMITS.notes),
};
export const awardInput = formObject({ ...fields, visibility: visibilityInput });
export const awardPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const award = v.object({
  id: v.number(),
  visibility: itemVisibility,
  name: v.string(),
  presenter: v.string(),
  year: v.string(),
  notes: nullableText,
});

export type AwardInput = v.InferOutput<typeof awardInput>;
export type AwardPatch = v.InferOutput<typeof awardPatch>;
export type Award = v.InferOutput<typeof award>;
