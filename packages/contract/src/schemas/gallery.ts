// Gallery items an admin attaches to an artist (title required; the file comes as multipart).
import * as v from 'valibot';
import { GALLERY_FILE_TYPES, TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, isImageUrl, nullableText, optionalText, optionalYear, requiredText } from './fields.ts';

const fields = {
  title: requiredText(M.title),
  description: optionalText(TEXT_LIMITS.notes),
  year: optionalYear(),
  medium: optionalText(),
  dimensions: optionalText(),
};
/** Text fields of POST /api/admin/artists/:artistId/gallery (multipart, with `file`). */
export const galleryItemInput = formObject(fields);
/** Body of PATCH /api/admin/gallery-items/:id. */
export const galleryItemPatch = v.partial(v.object(fields));
export const galleryItem = v.object({
  id: v.number(),
  title: v.string(),
  description: nullableText,
  fileType: v.picklist(GALLERY_FILE_TYPES),
  fileUrl: v.pipe(v.string(), v.check(isImageUrl, M.fileUrl)),
  year: nullableText,
  medium: nullableText,
  dimensions: nullableText,
});

export type GalleryItemInput = v.InferOutput<typeof galleryItemInput>;
export type GalleryItemPatch = v.InferOutput<typeof galleryItemPatch>;
export type GalleryItem = v.InferOutput<typeof galleryItem>;

export { readGalleryDescription, type GalleryDetails } from '../gallery-description.ts';
