import { Avatar as SharedAvatar } from '@oeuvre/ui/components/Avatar';
import { imageVariant } from '@/lib/images';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
  className?: string;
}

/**
 * A round portrait (its small variant) that shows the person's initials when there is no image or the image fails
 * to load. The initials are drawn by CSS from data-initials, so the accessible name is the person's name alone.
 */
export function Avatar({ name, imageUrl, size = 32, className }: AvatarProps) {
  return (
    <SharedAvatar
      name={name}
      src={imageVariant(imageUrl, 'small')}
      size={size}
      className={['avatar', className].filter(Boolean).join(' ')}
      initialsClassName="avatar-initials"
      initialsFromAttribute
      style={{ fontSize: Math.max(10, Math.round(size * 0.38)) }}
    />
  );
}
