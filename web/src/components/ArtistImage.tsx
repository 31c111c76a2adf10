import { useImageFailure } from '@/lib/image-failure';
import { type ImageSize, imageSrcSet, imageVariant } from '@/lib/images';
import { initialsOf } from '@oeuvre/ui/lib/initials';

interface ArtistImageProps {
  name: string;
  url: string | null | undefined;
  size?: ImageSize;
  className?: string;
  /** Decorative when the name is shown right beside it. */
  decorative?: boolean;
  /** The page's main image: fetched at once, with high priority. */
  eager?: boolean;
  /** Rendered width (`sizes`): an upload then offers both its sizes and the browser picks one. */
  sizes?: string;
}

/** An artist's portrait filling its box, or their initials when there is none or it fails to load. */
export function ArtistImage({
  name,
  url,
  size = 'small',
  className,
  decorative = false,
  eager = false,
  sizes,
}: ArtistImageProps) {
  const src = imageVariant(url, size);
  const srcSet = sizes ? imageSrcSet(url) : undefined;
  const { failed, ref, onError } = useImageFailure(src);
  const classes = ['artist-image', className].filter(Boolean).join(' ');

  if (!src || failed) {
    return (
      <div
        className={`${classes} artist-image-initials`}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      className={classes}
      // Before the app runs, the stylesheet draws these initials over the image if it is broken.
      data-fallback={initialsOf(name)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      // A decorative image keeps its alt text hidden from assistive technology: browsers draw the stylesheet's
      // fallback over a broken image only when it has alt text.
      alt={name}
      aria-hidden={decorative ? true : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  );
}
