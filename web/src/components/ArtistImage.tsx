import { useState } from 'react';
import { type ImageSize, imageVariant } from '@/lib/images';
import { initialsOf } from '@/lib/initials';

interface ArtistImageProps {
  name: string;
  url: string | null | undefined;
  size?: ImageSize;
  className?: string;
  /** Decorative when the name is shown right beside it. */
  decorative?: boolean;
  eager?: boolean;
}

/** An artist's portrait filling its box, or their initials when there is none or it fails to load. */
export function ArtistImage({ name, url, size = 'small', className, decorative = false, eager = false }: ArtistImageProps) {
  const src = imageVariant(url, size);
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['artist-image', className].filter(Boolean).join(' ');

  if (!src || failed === src) {
    return (
      <div className={`${classes} artist-image-initials`} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={decorative ? '' : name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
