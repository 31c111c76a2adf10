// Grants, fellowships and residencies (type, name, organization and year required).
import * as v from 'valibot';
import { GRANT_TYPES, TEXT_LIMITS } from '../constants.ts';
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

const type = v.picklist(GRANT_TYPES, M.grantType);
const fields = {
  name: requiredText(M.name),
  organization: requiredText(M.organization),
  year: yearText(M.year),
  amount: optionalText(),
  location: optionalText(),
  duration: optionalText(),
  description: optionalText(TEXT_LIMITS.notes),
};
export const grantInput = formObject({
  type: v.optional(type, 'grant'),
  ...fields,
  visibility: visibilityInput,
});
export const grantPatch = v.partial(v.object({ type, ...fields, visibility: visibilityField }));
export const grant = v.object({
  id: v.number(),
  visibility: itemVisibility,
  type,
  name: v.string(),
  organization: v.string(),
  year: v.string(),
  amount: nullableText,
  location: nullableText,
  duration: nullableText,
  description: nullableText,
});

export type GrantInput = v.InferOutput<typeof grantInput>;
export type GrantPatch = v.InferOutput<typeof grantPatch>;
export type Grant = v.InferOutput<typeof grant>;
