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

export interface GalleryDetails {
  description: string | null;
  year: string | null;
  medium: string | null;
  dimensions: string | null;
}

/** Older items keep year, medium and dimensions as JSON inside description. */
export function readGalleryDescription(raw: string | null): GalleryDetails {
  const plain = { description: raw, year: null, medium: null, dimensions: null };
  if (!raw || !raw.trimStart().startsWith('{')) return plain;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return plain;
    const text = (key: string) => {
      const value = (data as Record<string, unknown>)[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    };
    return {
      description: text('description'),
      year: text('year'),
      medium: text('medium'),
      dimensions: text('dimensions'),
    };
  } catch {
    return plain;
  }
}
