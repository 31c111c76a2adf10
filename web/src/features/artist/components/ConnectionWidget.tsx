import { SupportMessages } from '@oeuvre/contract';
import { CONNECTION_AVATARS_SHOWN } from '@oeuvre/ui/lib/ui-constants';
import { Button } from '@oeuvre/ui/components/Button';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { ButtonLink } from '@/components/ButtonLink';
import { paths } from '@oeuvre/ui/lib/paths';
import { notify } from '@/lib/toaster';
import { supportArtist, withdrawSupport } from '../api/support';
import { useArtistConnections, useConnectionStatus } from '../api/use-connections';
import { supportersOf } from '../supporters';

interface ConnectionWidgetProps {
  artistId: number;
  signedIn: boolean;
  /** The signed-in user's own profile id; null when they have none; undefined while unknown. */
  ownProfileId: number | null | undefined;
}

export function ConnectionWidget({ artistId, signedIn, ownProfileId }: ConnectionWidgetProps) {
  const connections = useArtistConnections(artistId);
  const status = useConnectionStatus(artistId, signedIn);
  const [busy, setBusy] = useState(false);
  const supporters = supportersOf(artistId, connections.data ?? []);
  const shown = supporters.slice(0, CONNECTION_AVATARS_SHOWN);
  const more = supporters.length - shown.length;
  const isOwn = ownProfileId === artistId;
  const isSupporting = status.data?.isSupporting ?? false;

  async function onToggle() {
    if (ownProfileId === null) {
      notify({ title: 'Error', description: SupportMessages.needsProfile, intent: 'danger' });
      return;
    }
    if (isOwn) {
      notify({ title: 'Error', description: SupportMessages.ownProfile, intent: 'danger' });
      return;
    }
    setBusy(true);
    const done = isSupporting ? await withdrawSupport(status.data?.connectionId ?? null) : await supportArtist(artistId);
    setBusy(false);
    if (done) await Promise.all([status.mutate(), connections.mutate()]);
  }

  // Shown when there is something to see (supporters) or to do (Support, Edit CV): a new artist does not read as unpopular.
  if (supporters.length === 0 && !signedIn) return null;

  return (
    <div className="connection-widget">
      <div className="supporter-avatars">
        {shown.length > 0 ? (
          <ul className="avatar-stack" aria-label="Supporters">
            {shown.map(({ artist, label }) => (
              <li key={artist.id}>
                <Link to={paths.artist(artist.slug)} title={`${artist.fullName} (${label})`} aria-label={`${artist.fullName}, ${label}`}>
                  <Avatar name={artist.fullName} imageUrl={artist.profileImageUrl} size={32} />
                </Link>
              </li>
            ))}
            {more > 0 ? (
              <li className="avatar-more" aria-label={`and ${more} more`}>
                +{more}
              </li>
            ) : null}
          </ul>
        ) : null}
        {supporters.length > 0 ? (
          <span className="supporter-count">
            {`${supporters.length} ${supporters.length === 1 ? 'supporter' : 'supporters'}`}
          </span>
        ) : null}
      </div>
      {signedIn && isOwn ? (
        <ButtonLink to={paths.createCv} icon="edit" outlined>
          Edit CV
        </ButtonLink>
      ) : signedIn ? (
        <Button
          intent={isSupporting ? 'success' : 'primary'}
          variant={isSupporting ? 'outlined' : 'solid'}
          icon={isSupporting ? 'tick' : 'heart'}
          text={isSupporting ? SupportMessages.labels.supporting : SupportMessages.labels.support}
          aria-pressed={isSupporting}
          loading={busy || status.isLoading || ownProfileId === undefined}
          onClick={() => void onToggle()}
        />
      ) : null}
    </div>
  );
}
