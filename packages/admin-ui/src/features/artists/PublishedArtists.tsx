// Published Artists tab: search, view the public page, edit, delete (confirmed, naming the artist).
import { Button, Card, InputGroup } from '@blueprintjs/core';
import { AdminMessages, artistDisplayName, type ArtistProfileRecord } from '@oeuvre/contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ButtonLink, ExternalButtonLink } from '../../components/ButtonLink.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { EmptyList } from '../../components/EmptyList.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDay } from '../../lib/dates.ts';
import { matchesSearch } from '../../lib/search.ts';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { PUBLISHED_ARTISTS_KEY } from '../../lib/cache-keys.ts';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';

export function PublishedArtists() {
  const { client } = useAdmin();
  const {
    data: artists,
    error,
    isLoading,
    mutate,
  } = useSWR(PUBLISHED_ARTISTS_KEY, () => client.admin.artists.approved(), {
    // Fresh each time the tab is shown: an import or approval elsewhere may have added artists.
    revalidateOnMount: true,
  });
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<ArtistProfileRecord | null>(null);
  const deleteArtist = useDeleteArtist();

  const found = (artists ?? []).filter((a) =>
    matchesSearch(query, [a.fullName, a.displayName, a.email, a.city, a.country]),
  );

  return (
    <div className="admin-tab-panel">
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search by name, email, city or country"
        aria-label="Search artists"
        value={query}
        onValueChange={setQuery}
        className="admin-search"
      />
      {artists ? (
        found.length === 0 ? (
          <EmptyList
            icon="people"
            title={artists.length === 0 ? 'No published artists yet' : 'No artists match your search'}
          />
        ) : (
          <ul className="admin-list" aria-label="Published artists">
            {found.map((artist) => (
              <li key={artist.id}>
                <ArtistRow artist={artist} onDelete={() => setDeleting(artist)} />
              </li>
            ))}
          </ul>
        )
      ) : isLoading ? (
        <ListSkeleton label="Loading published artists" />
      ) : error ? (
        <LoadFailed what="artists" onRetry={() => void mutate()} />
      ) : null}
      <ConfirmAlert
        isOpen={deleting !== null}
        title={deleting ? `Delete ${artistDisplayName(deleting)}?` : ''}
        confirmText="Delete"
        onConfirm={() => (deleting ? deleteArtist(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? (
          <p>
            The artist profile of <strong>{artistDisplayName(deleting)}</strong> will be deleted permanently,
            with all its data. This cannot be undone.
          </p>
        ) : null}
      </ConfirmAlert>
    </div>
  );
}

function ArtistRow({ artist, onDelete }: { artist: ArtistProfileRecord; onDelete(): void }) {
  const { siteUrl, paths } = useAdmin();
  const name = artistDisplayName(artist);
  return (
    <Card className="admin-row">
      <ArtistAvatar name={artist.fullName} imageUrl={artist.profileImageUrl} />
      <div className="admin-row__main">
        <p className="admin-row__title">
          {name} <ReviewStateTags artist={artist} />
        </p>
        <p className="admin-muted">
          {[artist.city, artist.country].filter(Boolean).join(', ')} · {artist.email}
        </p>
        {artist.publishedAt ? <p className="admin-muted">Published {formatDay(artist.publishedAt)}</p> : null}
        <RejectionReason artist={artist} />
      </div>
      <div className="admin-row__actions">
        <ExternalButtonLink
          icon="eye-open"
          text="View"
          minimal
          href={siteUrl(`/artists/${encodeURIComponent(artist.slug)}`)}
          aria-label={`View ${name}`}
        />
        <ButtonLink
          to={paths.editArtist(artist.id)}
          icon="edit"
          text="Edit"
          minimal
          aria-label={`Edit ${name}`}
        />
        <Button icon="trash" text="Delete" intent="danger" variant="minimal" onClick={onDelete} />
      </div>
    </Card>
  );
}

function useDeleteArtist() {
  const { client } = useAdmin();
  const { mutate } = useSWRConfig();
  const run = useRunAction();
  return async (artist: ArtistProfileRecord) => {
    const result = await run(() => client.admin.artists.remove(artist.id), {
      success: { title: AdminMessages.artistDeleted, description: artistDisplayName(artist) },
      failure: { title: AdminMessages.deleteArtistFailed },
    });
    if (result.ok) {
      await mutate(
        PUBLISHED_ARTISTS_KEY,
        (list?: ArtistProfileRecord[]) => list?.filter((a) => a.id !== artist.id),
        { revalidate: true },
      );
      void mutate(STATS_KEY);
    }
  };
}
