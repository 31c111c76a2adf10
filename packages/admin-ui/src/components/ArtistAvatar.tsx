import { Avatar } from '@oeuvre/ui/components/Avatar';
import { useAdmin } from '../admin-context.tsx';

/** The artist's picture, or initials when there is none or it does not load; it stands beside the artist's name. */
export function ArtistAvatar({
  name,
  imageUrl,
  size = 40,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  const { siteUrl } = useAdmin();
  return (
    <Avatar
      name={name}
      src={imageUrl ? siteUrl(imageUrl) : null}
      size={size}
      className="admin-avatar"
      initialsClassName="admin-avatar--initials"
      decorative
    />
  );
}
