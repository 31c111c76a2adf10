/** The size of an uploaded image to ask for: cards and avatars need far fewer bytes than the lightbox. */
export type ImageSize = 'small' | 'large';

// Uploads answer the 1600 px WebP; a 400 px one sits beside it under the same name.
const LARGE_UPLOAD = /^(\/uploads\/.+)-1600\.webp$/;

/** The URL of an image at a given size; images from elsewhere are used as they are. */
export function imageVariant(url: string | null | undefined, size: ImageSize): string | null {
  if (!url) return null;
  const match = LARGE_UPLOAD.exec(url);
  if (!match) return url;
  return size === 'small' ? `${match[1]}-400.webp` : url;
}
