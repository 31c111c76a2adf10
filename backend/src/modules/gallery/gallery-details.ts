// Older clients keep year, medium and dimensions as JSON inside description; we store real columns.
import { galleryItemPatch, readGalleryDescription, type GalleryItemPatch } from '@oeuvre/contract';
import { parseWith } from '../../http/route.ts';

const DETAILS = ['year', 'medium', 'dimensions'] as const;

/**
 * The columns to write for a gallery body. A description that is the JSON-in-description convention (it starts
 * with a brace) gives the description inside it, and year, medium and dimensions where the body leaves them
 * out or blank.
 */
export function galleryColumns(input: GalleryItemPatch): GalleryItemPatch {
  const columns: GalleryItemPatch = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (!input.description?.startsWith('{')) return columns;
  const read = readGalleryDescription(input.description);
  const fromJson: GalleryItemPatch = { description: read.description };
  // A field sent empty (the admin dialog sends all three, blank when not typed) names nothing either.
  for (const key of DETAILS) if (input[key] == null && read[key] !== null) fromJson[key] = read[key];
  // What came out of the JSON passes the same trimming and length rules as typed fields.
  return { ...columns, ...parseWith(galleryItemPatch, fromJson) };
}
