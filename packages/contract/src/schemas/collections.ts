// Collections holding the artist's work (only the name is required).
import * as v from 'valibot';
import { COLLECTION_TYPES, TEXT_LIMITS } from '../constants.ts';
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

const type = v.picklist(COLLECTION_TYPES, M.collectionType);
const fields = {
  name: requiredText(M.collectionName),
  location: optionalText(),
  year: optionalYear(),
  workTitle: optionalText(),
  notes: optionalText(TEXT_LIMITS.notes),
};
export const collectionInput = formObject({
  type: v.optional(type, 'public'),
  ...fields,
  visibility: visibilityInput,
});
export const collectionPatch = v.partial(v.object({ type, ...fields, visibility: visibilityField }));
export const collection = v.object({
  id: v.number(),
  visibility: itemVisibility,
  type,
  name: v.string(),
  location: nullableText,
  year: nullableText,
  workTitle: nullableText,
  notes: nullableText,
});

export type CollectionInput = v.InferOutput<typeof collectionInput>;
export type CollectionPatch = v.InferOutput<typeof collectionPatch>;
export type Collection = v.InferOutput<typeof collection>;
