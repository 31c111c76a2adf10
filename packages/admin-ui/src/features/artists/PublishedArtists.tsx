// Published Artists tab: a table searched as you type, sorted and paged by the server; view the public page,
// feature on the landing page (a switch), edit, delete (confirmed, naming the artist).
import { AdminMessages, artistDisplayName, type ArtistProfileRecord } from '@oeuvre/contract';
import { Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { ServerTable } from '../../components/table/ServerTable.tsx';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { publishedArtistsPages } from '../../lib/cache-keys.ts';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';
import { usePublishedArtists } from './api/use-published-artists.ts';
import { DeleteButton, EditArtistLink, ViewArtistLink } from '../../components/RowActions.tsx';
import { Email } from '../../components/Email.tsx';

export function PublishedArtists() {
  const table = usePublishedArtists();
  const [deleting, setDeleting] = useState<ArtistProfileRecord | null>(null);
  const deleteArtist = useDeleteArtist();
  const setFeatured = useSetFeatured();
  return (
    <div className="admin-tab-panel">
      <ServerTable
        table={table}
        label="Published artists"
        what="artists"
        searchPlaceholder="Search by name, email, city or country"
        searchLabel="Search artists"
        emptyIcon="people"
        emptyTitle="No published artists yet"
        noMatchTitle="No artists match your search"
        columns={[
          { label: 'Name', column: 'name' },
          { label: 'Email', column: 'email', className: 'admin-table__wide' },
          { label: 'Location', column: 'location', className: 'admin-table__wide' },
          { label: 'Published', column: 'published', firstOrder: 'desc', className: 'admin-table__wide' },
        ]}
        row={(artist) => (
          <ArtistRow
            key={artist.id}
            artist={artist}
            onFeature={(featured) => setFeatured(artist, featured)}
            onDelete={() => setDeleting(artist)}
          />
        )}
      />
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

function ArtistRow({
  artist,
  onFeature,
  onDelete,
}: {
  artist: ArtistProfileRecord;
  onFeature(featured: boolean): Promise<void>;
  onDelete(): void;
}) {
  const [saving, setSaving] = useState(false);
  const name = artistDisplayName(artist);
  const location = [artist.city, artist.country].filter(Boolean).join(', ');
  return (
    <tr data-artist-id={artist.id}>
      <td>
        <div className="admin-table__person">
          <ArtistAvatar name={artist.fullName} imageUrl={artist.profileImageUrl} size={32} />
          <div>
            <span className="admin-table__name">{name}</span> <ReviewStateTags artist={artist} />
            <span className="admin-muted admin-table__narrow">
              {location} · <Email address={artist.email} oneLine />
            </span>
            <RejectionReason artist={artist} />
          </div>
        </div>
      </td>
      <td className="admin-table__wide">
        <Email address={artist.email} oneLine />
      </td>
      <td className="admin-table__wide">{location}</td>
      <td className="admin-table__wide admin-table__date">
        {artist.publishedAt ? formatDay(artist.publishedAt) : ''}
      </td>
      <td className="admin-table__actions">
        <div className="admin-row__actions">
          {/* Featured on the landing page and badged wherever the artist appears, at once. */}
          <Switch
            className="admin-feature-switch"
            label="Featured"
            aria-label={`Feature ${name}`}
            checked={artist.featured === true}
            disabled={saving}
            onChange={(event) => {
              setSaving(true);
              void onFeature(event.currentTarget.checked).finally(() => setSaving(false));
            }}
          />
          <ViewArtistLink slug={artist.slug} name={name} />
          <EditArtistLink id={artist.id} name={name} />
          <DeleteButton name={name} onClick={onDelete} />
        </div>
      </td>
    </tr>
  );
}

function useDeleteArtist() {
  const { client } = useAdmin();
  const { mutate } = useSWRConfig();
  const run = useRunAction();
  return async (artist: ArtistProfileRecord) => {
    const result = await run(() => client.admin.artists.remove({ params: { id: artist.id } }), {
      success: { title: AdminMessages.artistDeleted, description: artistDisplayName(artist) },
      failure: { title: AdminMessages.deleteArtistFailed },
    });
    if (result.ok) {
      await mutate(publishedArtistsPages);
      void mutate(STATS_KEY);
    }
  };
}

function useSetFeatured() {
  const { client } = useAdmin();
  const { mutate } = useSWRConfig();
  const run = useRunAction();
  return async (artist: ArtistProfileRecord, featured: boolean) => {
    const result = await run(() => client.admin.artists.feature({ params: { id: artist.id }, body: { featured } }), {
      success: {
        title: featured ? AdminMessages.artistFeatured : AdminMessages.artistUnfeatured,
        description: artistDisplayName(artist),
      },
      failure: { title: AdminMessages.featureFailed },
    });
    if (result.ok) await mutate(publishedArtistsPages);
  };
}
