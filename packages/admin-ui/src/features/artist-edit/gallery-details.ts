import { type GalleryItem, readGalleryDescription } from '@oeuvre/contract';

/** An item's text, reading older items' year, medium and dimensions from JSON in the description. */
export function galleryDetails(item: GalleryItem) {
  const fromJson = readGalleryDescription(item.description);
  return {
    title: item.title,
    description: fromJson.description ?? '',
    year: item.year ?? fromJson.year ?? '',
    medium: item.medium ?? fromJson.medium ?? '',
    dimensions: item.dimensions ?? fromJson.dimensions ?? '',
  };
}
export type GalleryDetails = ReturnType<typeof galleryDetails>;
