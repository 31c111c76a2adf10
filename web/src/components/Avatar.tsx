import { Avatar as SharedAvatar } from '@oeuvre/ui/components/Avatar';
import { imageVariant } from '@/lib/images';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  /**
   * In px: 32 in a list or the header, 40 in a network's list, 64 heading a page; the stylesheet draws each size
   * (`.avatar-32`...), its initials in proportion.
   */
  size?: 32 | 40 | 64;
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
      className={['avatar', `avatar-${size}`, className].filter(Boolean).join(' ')}
      initialsClassName="avatar-initials"
      initialsFromAttribute
    />
  );
}
