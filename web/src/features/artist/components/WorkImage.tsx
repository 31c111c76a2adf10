import { useImageFailure } from '@/lib/image-failure';

/** The words shown in place of a work's image that cannot be loaded. */
export const IMAGE_UNAVAILABLE = 'Image unavailable';

/** A work's image, or 'Image unavailable' in its place when it cannot be loaded (also on a server-rendered page). */
export function WorkImage({
  src,
  alt,
  className,
  lazy = false,
}: {
  src: string;
  alt: string;
  className?: string;
  lazy?: boolean;
}) {
  const { failed, ref, onError } = useImageFailure(src);
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
      alt={alt}
      className={className}
      data-fallback={IMAGE_UNAVAILABLE}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={onError}
    />
  );
}
