// /admin/artists/draft/:id: the artist's whole draft, read only, as the public page would show it once approved.
import { Card } from '@blueprintjs/core';
import { artistDisplayName, type PublicArtist, toPublicArtist } from '@oeuvre/contract';
import { useAdmin } from '../../admin-context.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ArtistNotReady } from '../../components/ArtistNotReady.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useArtistOfAddress } from '../../lib/use-artist.ts';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';
import { entryOf, PROFILE_FIELDS, PUBLIC_SECTIONS, profileFieldText } from './profile-changes.ts';
import { EntryLine, Thumbnail } from './ProfileChangesView.tsx';

export function DraftPage() {
  const { paths } = useAdmin();
  const { read, valid } = useArtistOfAddress();
  const artist = read.error ? undefined : read.data;
  usePageTitle(read.data ? `Draft of ${artistDisplayName(read.data)}` : 'Draft');
  const back = <ButtonLink to={paths.pending} icon="arrow-left" text="Back to Pending Approvals" minimal />;

  if (!artist) return <ArtistNotReady back={back} valid={valid} read={read} what="draft" />;
  const draft: PublicArtist = toPublicArtist(artist);
  return (
    <div className="admin-page">
      {back}
      <PageHeader
        title={`Draft of ${artistDisplayName(artist)}`}
        lead={
          <>
            Everything the artist has entered, as the public page would show it once approved.{' '}
            <ReviewStateTags artist={artist} />
          </>
        }
        actions={<ButtonLink to={paths.editArtist(artist.id)} icon="edit" text="Edit" />}
      />
      <RejectionReason artist={artist} />
      <Card>
        <dl className="admin-draft__fields" aria-label="Profile">
          {PROFILE_FIELDS.map(([field, label, image]: readonly [string, string, 'image'?]) => {
            const value = profileFieldText(field as (typeof PROFILE_FIELDS)[number][0], draft);
            return (
              <div key={field} className="admin-draft__field">
                <dt>{label}</dt>
                <dd>
                  {!value ? (
                    <em className="admin-muted">(empty)</em>
                  ) : image ? (
                    <Thumbnail src={value} alt={label} />
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {PUBLIC_SECTIONS.map(([section, label, fields]) => {
          const entries = (draft[section] ?? []) as object[];
          if (entries.length === 0) return null;
          return (
            <section key={section} className="admin-draft__section" aria-label={label}>
              <h2 className="admin-section__title">{label}</h2>
              <ul className="admin-draft__entries">
                {entries.map((entry, index) => (
                  <li key={index}>
                    <EntryLine entry={entryOf(entry, fields)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Card>
    </div>
  );
}
