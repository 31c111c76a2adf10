import { useImageFailure } from '@/lib/image-failure';

/** The words shown in place of a work's image that cannot be loaded. */
export const IMAGE_UNAVAILABLE = 'Image unavailable';

/** A work's image, or 'Image unavailable' in its place when it cannot be loaded (also on a server-rendered page). */
export function WorkImage({
  src,
  alt,
  className,
  lazy = false,
  srcSet,
  sizes,
  width,
  height,
  onSize,
}: {
  src: string;
  alt: string;
  className?: string;
  lazy?: boolean;
  srcSet?: string;
  sizes?: string;
  /** The image's size when known, so its box has the right shape before it loads. */
  width?: number;
  height?: number;
  /** Told the image's natural size once it has loaded. */
  onSize?: (width: number, height: number) => void;
}) {
  const { failed, ref: failureRef, onError } = useImageFailure(src);
  // An image of a server-rendered page may have loaded before the app took over: its size is read from it then.
  const ref = (img: HTMLImageElement | null) => {
    failureRef(img);
    if (img && onSize && img.complete && img.naturalWidth && img.naturalHeight) onSize(img.naturalWidth, img.naturalHeight);
  };
  if (failed) {
    return (
      <span
        className={['image-unavailable', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt || IMAGE_UNAVAILABLE}
      >
        <span aria-hidden="true">{IMAGE_UNAVAILABLE}</span>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      data-fallback={IMAGE_UNAVAILABLE}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={onError}
      onLoad={
        onSize
          ? (event) => {
              const img = event.currentTarget;
              if (img.naturalWidth && img.naturalHeight) onSize(img.naturalWidth, img.naturalHeight);
            }
          : undefined
      }
    />
  );
}
