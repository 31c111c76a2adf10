// /admin/artists/edit/:id: the artist's image, profile fields and gallery items.
import { NonIdealState } from '@blueprintjs/core';
import { isApiError } from '@oeuvre/api-client';
import { artistDisplayName } from '@oeuvre/contract';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ArtistFields } from './ArtistFields.tsx';
import { GallerySection } from './GallerySection.tsx';
import { EditedVersionCallout, editedVersion } from './EditedVersion.tsx';
import { artistKey } from '../../lib/cache-keys.ts';
import { ProfileImageField } from './ProfileImageField.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function EditArtistPage() {
  const { client, paths } = useAdmin();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: artist,
    error,
    mutate,
  } = useSWR(valid ? artistKey(id) : null, () => client.admin.artists.get(id));
  usePageTitle(artist ? `Edit ${artistDisplayName(artist)}` : 'Edit Artist');
  const back = <ButtonLink to={paths.artists()} icon="arrow-left" text="Back to Artists" minimal />;

  if (!valid || (isApiError(error) && error.status === 404)) {
    return (
      <div className="admin-page">
        {back}
        <NonIdealState
          icon="search"
          title="Artist not found"
          description="This artist profile does not exist."
        />
      </div>
    );
  }
  if (error) {
    return (
      <div className="admin-page">
        {back}
        <LoadFailed what="artist" onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!artist) {
    return (
      <div className="admin-page">
        {back}
        <ListSkeleton rows={3} label="Loading the artist" />
      </div>
    );
  }
  return (
    <div className="admin-page">
      {back}
      <PageHeader title={`Edit ${artistDisplayName(artist)}`} />
      <EditedVersionCallout artist={artist} />
      <div className="admin-edit">
        <ProfileImageField artist={{ ...artist, profileImageUrl: editedVersion(artist).profileImageUrl }} />
        {/* A new version read (after a save or an upload) starts the form again from it. */}
        <ArtistFields key={`${artist.id}:${artist.version}`} artist={artist} />
      </div>
      <GallerySection artistId={artist.id} />
    </div>
  );
}
