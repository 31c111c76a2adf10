// Rejected tab: profiles turned down at review, with the reason; never-published ones appear nowhere else.
import { Card } from '@blueprintjs/core';
import { artistDisplayName, type ArtistProfileRecord } from '@oeuvre/contract';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';
import { useRejectedArtists } from './api/use-rejected-artists.ts';
import { ListState } from '../../components/ListState.tsx';
import { EditArtistLink, ViewArtistLink } from '../../components/RowActions.tsx';
import { Email } from '../../components/Email.tsx';

export function RejectedArtists() {
  const rejected = useRejectedArtists();

  return (
    <div className="admin-tab-panel">
      <p className="admin-muted">
        Profiles whose last version was rejected. The artist sees &lsquo;Not Approved&rsquo; and may change
        and resubmit; a published one keeps its last approved version public.
      </p>
      <ListState
        load={rejected}
        what="rejected profiles"
        label="Rejected profiles"
        empty={{ icon: 'endorsed', title: 'No rejected profiles' }}
      >
        {(artist) => <RejectedRow artist={artist} />}
      </ListState>
    </div>
  );
}

function RejectedRow({ artist }: { artist: ArtistProfileRecord }) {
  const name = artistDisplayName(artist);
  return (
    <Card className="admin-row" data-artist={artist.fullName}>
      <ArtistAvatar name={artist.fullName} imageUrl={artist.profileImageUrl} />
      <div className="admin-row__main">
        <p className="admin-row__title">
          {name} <ReviewStateTags artist={artist} />
        </p>
        <p className="admin-muted">
          {[artist.city, artist.country].filter(Boolean).join(', ')} · <Email address={artist.email} /> · Last changed{' '}
          {formatDay(artist.updatedAt)}
        </p>
        <RejectionReason artist={artist} />
      </div>
      <div className="admin-row__actions">
        {artist.publishedAt ? <ViewArtistLink slug={artist.slug} name={name} /> : null}
        <EditArtistLink id={artist.id} name={name} />
      </div>
    </Card>
  );
}
