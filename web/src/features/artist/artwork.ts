import { type PublicArtist, readGalleryDescription } from '@oeuvre/contract';

/** One picture in a gallery grid and its lightbox. */
export interface Artwork {
  key: string;
  title: string;
  imageUrl: string;
  kind: 'image' | 'video' | 'audio';
  /** The year after the title, as galleries caption a work: 'Title, year'. */
  year: string | null;
  /** The caption's next lines: the medium, then the dimensions (each only when given). */
  details: string[];
  description: string | null;
  /** The image's size in pixels when the server knows it: the tile keeps the work's shape while it loads. */
  width?: number;
  height?: number;
}

/** The caption's lines after 'Title, year': the medium, then the dimensions. */
const lines = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter(Boolean);
const yearOf = (year: string | number | null | undefined) => (year == null ? null : String(year).trim() || null);

export function worksOf(artist: PublicArtist): Artwork[] {
  return artist.works.map((w, i) => ({
    key: `work-${i}`,
    title: w.title,
    imageUrl: w.imageUrl,
    kind: 'image',
    year: yearOf(w.year),
    details: lines(w.medium, w.dimensions),
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
      year: yearOf(item.year ?? details.year),
      details: lines(item.medium ?? details.medium, item.dimensions ?? details.dimensions),
      description: details.description,
    };
  });
}
