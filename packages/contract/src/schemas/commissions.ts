// Commissions and public works (title required).
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import {
  formObject,
  nullableText,
  optionalText,
  optionalYear,
  requiredText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './fields.ts';

const fields = {
  title: requiredText(M.commission),
  commissioner: optionalText(),
  description: optionalText(TEXT_LIMITS.notes),
  year: optionalYear(),
};
export const commissionInput = formObject({ ...fields, visibility: visibilityInput });
export const commissionPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const commission = v.object({
  id: v.number(),
  visibility: itemVisibility,
  title: v.string(),
  commissioner: nullableText,
  description: nullableText,
  year: nullableText,
});

export type CommissionInput = v.InferOutput<typeof commissionInput>;
export type CommissionPatch = v.InferOutput<typeof commissionPatch>;
export type Commission = v.InferOutput<typeof commission>;
