import { useImageFailure } from '@/lib/image-failure';
import { imageVariant } from '@/lib/images';
import { initialsOf } from '@/lib/initials';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
  className?: string;
}

/** A round portrait that shows the person's initials when there is no image or the image fails to load. */
export function Avatar({ name, imageUrl, size = 32, className }: AvatarProps) {
  const src = imageVariant(imageUrl, 'small');
  const { failed, ref, onError } = useImageFailure(src);
  const showImage = Boolean(src) && !failed;
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  const classes = ['avatar', className].filter(Boolean).join(' ');

  if (showImage && src) {
    return (
      <img
        ref={ref}
        className={classes}
        style={style}
        data-fallback={initialsOf(name)}
        src={src}
        alt={name ?? ''}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
    );
  }
  return (
    // Initials are drawn by CSS from data-initials, so the accessible name is the person's name alone.
    <span className={`${classes} avatar-initials`} style={style} role="img" aria-label={name || 'Artist'} data-initials={initialsOf(name)} />
  );
}
