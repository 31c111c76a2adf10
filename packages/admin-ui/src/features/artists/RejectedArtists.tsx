// Rejected tab: profiles turned down at review, with the reason; never-published ones appear nowhere else.
import { Card } from '@blueprintjs/core';
import { artistDisplayName, type ArtistProfileRecord } from '@oeuvre/contract';
import useSWR from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ButtonLink, ExternalButtonLink } from '../../components/ButtonLink.tsx';
import { EmptyList } from '../../components/EmptyList.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDay } from '../../lib/dates.ts';
import { REJECTED_ARTISTS_KEY } from '../../lib/cache-keys.ts';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';

export function RejectedArtists() {
  const { client } = useAdmin();
  const {
    data: artists,
    error,
    isLoading,
    mutate,
  } = useSWR(REJECTED_ARTISTS_KEY, () => client.admin.artists.rejected(), { revalidateOnMount: true });

  return (
    <div className="admin-tab-panel">
      <p className="admin-muted">
        Profiles whose last version was rejected. The artist sees &lsquo;Not Approved&rsquo; and may change
        and resubmit; a published one keeps its last approved version public.
      </p>
      {artists ? (
        artists.length === 0 ? (
          <EmptyList icon="endorsed" title="No rejected profiles" />
        ) : (
          <ul className="admin-list" aria-label="Rejected profiles">
            {artists.map((artist) => (
              <li key={artist.id}>
                <RejectedRow artist={artist} />
              </li>
            ))}
          </ul>
        )
      ) : isLoading ? (
        <ListSkeleton label="Loading rejected profiles" />
      ) : error ? (
        <LoadFailed what="rejected profiles" onRetry={() => void mutate()} />
      ) : null}
    </div>
  );
}

function RejectedRow({ artist }: { artist: ArtistProfileRecord }) {
  const { siteUrl, paths } = useAdmin();
  const name = artistDisplayName(artist);
  return (
    <Card className="admin-row" data-artist={artist.fullName}>
      <ArtistAvatar name={artist.fullName} imageUrl={artist.profileImageUrl} />
      <div className="admin-row__main">
        <p className="admin-row__title">
          {name} <ReviewStateTags artist={artist} />
        </p>
        <p className="admin-muted">
          {[artist.city, artist.country].filter(Boolean).join(', ')} · {artist.email} · Last changed{' '}
          {formatDay(artist.updatedAt)}
        </p>
        <RejectionReason artist={artist} />
      </div>
      <div className="admin-row__actions">
        {artist.publishedAt ? (
          <ExternalButtonLink
            icon="eye-open"
            text="View"
            minimal
            href={siteUrl(`/artists/${encodeURIComponent(artist.slug)}`)}
            aria-label={`View ${name}`}
          />
        ) : null}
        <ButtonLink
          to={paths.editArtist(artist.id)}
          icon="edit"
          text="Edit"
          minimal
          aria-label={`Edit ${name}`}
        />
      </div>
    </Card>
  );
}
