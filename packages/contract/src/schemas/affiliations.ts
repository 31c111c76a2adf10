// Affiliations and memberships (name required).
import * as v from 'valibot';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, nullableText, optionalText, requiredText } from './fields.ts';

const fields = {
  name: requiredText(M.affiliation),
  type: optionalText(),
  duration: optionalText(),
};
export const affiliationInput = formObject(fields);
export const affiliationPatch = v.partial(v.object(fields));
export const affiliation = v.object({
  id: v.number(),
  name: v.string(),
  type: nullableText,
  duration: nullableText,
});

export type AffiliationInput = v.InferOutput<typeof affiliationInput>;
export type AffiliationPatch = v.InferOutput<typeof affiliationPatch>;
export type Affiliation = v.InferOutput<typeof affiliation>;
