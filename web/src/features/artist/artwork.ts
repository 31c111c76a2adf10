import { type PublicArtist, readGalleryDescription } from '@oeuvre/contract';

/** One picture in a gallery grid and its lightbox. */
export interface Artwork {
  key: string;
  title: string;
  imageUrl: string;
  kind: 'image' | 'video' | 'audio';
  caption: string;
  description: string | null;
  /** The image's size in pixels when the server knows it: the tile keeps the work's shape while it loads. */
  width?: number;
  height?: number;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

export function worksOf(artist: PublicArtist): Artwork[] {
  return artist.works.map((w, i) => ({
    key: `work-${i}`,
    title: w.title,
    imageUrl: w.imageUrl,
    kind: 'image',
    caption: join(w.medium, w.dimensions, w.year),
    description: w.exhibition ? `Exhibited: ${w.exhibition}` : null,
    ...(w.imageWidth && w.imageHeight ? { width: w.imageWidth, height: w.imageHeight } : {}),
  }));
}

export function galleryOf(artist: PublicArtist): Artwork[] {
  return artist.galleryItems.map((item) => {
    // Older items keep year, medium and dimensions inside the description as JSON.
    const details = readGalleryDescription(item.description);
    return {
      key: `gallery-${item.id}`,
      title: item.title,
      imageUrl: item.fileUrl,
      kind: item.fileType,
      caption: join(item.medium ?? details.medium, item.dimensions ?? details.dimensions, item.year ?? details.year),
      description: details.description,
    };
  });
}
