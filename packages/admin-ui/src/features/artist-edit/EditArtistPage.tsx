// /admin/artists/edit/:id: the artist's image, profile fields and gallery items.
import { artistDisplayName } from '@oeuvre/contract';
import { useAdmin } from '../../admin-context.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ArtistNotReady } from '../../components/ArtistNotReady.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ArtistFields } from './ArtistFields.tsx';
import { GallerySection } from './GallerySection.tsx';
import { EditedVersionCallout, editedVersion } from './EditedVersion.tsx';
import { useArtistOfAddress } from '../../lib/use-artist.ts';
import { ProfileImageField } from './ProfileImageField.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function EditArtistPage() {
  const { paths } = useAdmin();
  const { read, valid } = useArtistOfAddress();
  const artist = read.error ? undefined : read.data;
  usePageTitle(read.data ? `Edit ${artistDisplayName(read.data)}` : 'Edit Artist');
  const back = <ButtonLink to={paths.artists()} icon="arrow-left" text="Back to Artists" minimal />;

  if (!artist) return <ArtistNotReady back={back} valid={valid} read={read} what="artist" />;
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
