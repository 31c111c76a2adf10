// The actions a row of an admin list repeats: an artist's public page and edit form, and deleting the row's thing.
import { Button } from '@blueprintjs/core';
import { paths as sitePaths } from '@oeuvre/ui/lib/paths';
import { useAdmin } from '../admin-context.tsx';
import { ButtonLink, ExternalButtonLink } from './ButtonLink.tsx';

/** The artist's public page, in a new tab; `name` is how the row names the artist. */
export function ViewArtistLink({ slug, name }: { slug: string; name: string }) {
  const { siteUrl } = useAdmin();
  return (
    <ExternalButtonLink
      icon="eye-open"
      text="View"
      minimal
      href={siteUrl(sitePaths.artist(slug))}
      aria-label={`View ${name}`}
    />
  );
}

/** The admin's edit form of the artist. */
export function EditArtistLink({ id, name }: { id: number; name: string }) {
  const { paths } = useAdmin();
  return <ButtonLink to={paths.editArtist(id)} icon="edit" text="Edit" minimal aria-label={`Edit ${name}`} />;
}

/** Deletes what the row shows (after the confirmation `onClick` opens); `name` is how the row names it. */
export function DeleteButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <Button
      icon="trash"
      text="Delete"
      intent="danger"
      variant="minimal"
      onClick={onClick}
      aria-label={`Delete ${name}`}
    />
  );
}
