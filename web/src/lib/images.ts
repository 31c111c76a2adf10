import { smallUploadOf } from '@oeuvre/contract';

/** The size of an uploaded image to ask for: cards and avatars need far fewer bytes than the lightbox. */
export type ImageSize = 'small' | 'large';

/** The URL of an image at a given size; images from elsewhere are used as they are. */
export function imageVariant(url: string | null | undefined, size: ImageSize): string | null {
  if (!url) return null;
  return size === 'small' ? (smallUploadOf(url) ?? url) : url;
}

export { imageSrcSet, PORTRAIT_SIZES } from '@oeuvre/contract';
