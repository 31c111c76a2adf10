// Uploaded images: the server stores a 1600 px WebP and a 400 px one beside it under the same name. The web
// app's <img srcset sizes> and the server's preload of the same image must agree, so both read them here.

const LARGE_UPLOAD = /^(\/uploads\/.+)-1600\.webp$/;

/** The 400 px variant of an upload's 1600 px URL; null for any other image. */
export function smallUploadOf(url: string): string | null {
  const match = LARGE_UPLOAD.exec(url);
  return match ? `${match[1]}-400.webp` : null;
}

/** Both sizes of an upload as a `srcset`, for the browser to pick by rendered width; undefined for other images. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const small = url ? smallUploadOf(url) : null;
  return small ? `${small} 400w, ${url} 1600w` : undefined;
}

/** The artist page's portrait width (`.artist-portrait` in the web app's styles.css), as `sizes`. */
export const PORTRAIT_SIZES = '(max-width: 767px) 220px, 240px';
