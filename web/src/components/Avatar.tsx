import { useState } from 'react';
import { initialsOf } from '@/lib/initials';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
  className?: string;
}

/** A round portrait that shows the person's initials when there is no image or the image fails to load. */
export function Avatar({ name, imageUrl, size = 32, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  const classes = ['avatar', className].filter(Boolean).join(' ');

  if (showImage && imageUrl) {
    return (
      <img
        className={classes}
        style={style}
        src={imageUrl}
        alt={name ?? ''}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span className={`${classes} avatar-initials`} style={style} role="img" aria-label={name ?? 'Artist'}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
