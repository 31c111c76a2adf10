import type { GalleryItem as GalleryItemView } from '@oeuvre/contract';
import type { GalleryItem } from './gallery-item.entity.ts';

/** A gallery item as every client reads it: year, medium and dimensions as their own fields. */
export function presentGalleryItem(item: GalleryItem): GalleryItemView {
  return {
    id: item.id,
    title: item.title,
    description: item.description ?? null,
    fileType: item.fileType,
    fileUrl: item.fileUrl,
    year: item.year ?? null,
    medium: item.medium ?? null,
    dimensions: item.dimensions ?? null,
  };
}
