// The artist's picture: chosen, previewed, uploaded with its progress; on failure the previous one comes back.
import { Card, FileInput, ProgressBar } from '@blueprintjs/core';
import { errorMessage } from '@oeuvre/api-client';
import { type ArtistProfile, UploadMessages } from '@oeuvre/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { imageProblem } from '../../lib/files.ts';
import { useObjectUrl } from '../../lib/object-url.ts';
import { artistKey } from '../../lib/cache-keys.ts';

export function ProfileImageField({ artist }: { artist: ArtistProfile }) {
  const { client, notify } = useAdmin();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const preview = useObjectUrl(file);

  const upload = async (chosen: File) => {
    const problem = imageProblem(chosen);
    if (problem) {
      notify({ ...problem, intent: 'danger' });
      return;
    }
    setFile(chosen);
    setPercent(0);
    try {
      await client.admin.artists.uploadImage({
        params: { id: artist.id },
        file: chosen,
        onProgress: (p) => setPercent(p.percent),
      });
      notify({ intent: 'success', title: 'Image Updated', description: 'The new profile image is live.' });
      await mutate(artistKey(artist.id));
    } catch (err) {
      notify({
        intent: 'danger',
        title: UploadMessages.failedTitle,
        description: errorMessage(err, UploadMessages.failedImage),
      });
    } finally {
      setFile(null);
      setPercent(null);
    }
  };

  return (
    <Card className="admin-edit__image">
      <h2 className="admin-section__title">Profile image</h2>
      {preview ? (
        <img
          className="admin-avatar admin-avatar--large"
          src={preview}
          alt="Preview of the new profile image"
        />
      ) : (
        <ArtistAvatar name={artist.fullName} imageUrl={artist.profileImageUrl} size={160} />
      )}
      {percent !== null ? (
        <ProgressBar value={percent / 100} intent="primary" aria-label={`Uploading image ${percent}%`} />
      ) : null}
      <FileInput
        fill
        text="Choose image..."
        buttonText="Browse"
        disabled={percent !== null}
        inputProps={{ accept: 'image/jpeg,image/png,image/webp', 'aria-label': 'Profile image' }}
        onInputChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (chosen) void upload(chosen);
        }}
      />
      <p className="admin-muted">JPG, PNG or WEBP, up to 25MB.</p>
    </Card>
  );
}
