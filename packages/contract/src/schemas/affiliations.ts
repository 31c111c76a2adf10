// Affiliations and memberships (name required).
import * as v from 'valibot';
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
  name: requiredText(M.affiliation),
  type: optionalText(),
  duration: optionalText(),
};
export const affiliationInput = formObject({ ...fields, visibility: visibilityInput });
export const affiliationPatch = v.partial(v.object({ ...fields, visibility: visibilityField }));
export const affiliation = v.object({
  id: v.number(),
  visibility: itemVisibility,
  name: v.string(),
  type: nullableText,
  duration: nullableText,
});

export type AffiliationInput = v.InferOutput<typeof affiliationInput>;
export type AffiliationPatch = v.InferOutput<typeof affiliationPatch>;
export type Affiliation = v.InferOutput<typeof affiliation>;
