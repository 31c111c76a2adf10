// Which version of the profile the admin edits, and what saving does to the artist's own change.
import { Callout } from '@blueprintjs/core';
import { type PendingApproval, type PublicArtist } from '@oeuvre/contract';
import { useAdmin } from '../../admin-context.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';

/** The fields the form shows: the published version when there is one (what the public sees), else the draft. */
export function editedVersion(artist: PendingApproval): PendingApproval | PublicArtist {
  return artist.published ?? artist;
}

const ONLY_YOURS =
  "Only the fields you change are saved, on the public page and in the artist's draft alike.";

export function EditedVersionCallout({ artist }: { artist: PendingApproval }) {
  const { paths } = useAdmin();
  const rejected = !artist.isPending && !artist.isApproved;
  const reason = artist.rejectionReason ? `: ${artist.rejectionReason}` : '';
  if (artist.published) {
    return (
      <Callout
        intent="primary"
        icon="globe"
        title="You are editing the published version"
        className="admin-edit__version"
      >
        {artist.isPending ? (
          <p>
            The artist has a change waiting for review; it stays waiting and is not published by saving here.{' '}
            {ONLY_YOURS} <ButtonLink to={paths.pending} text="Review the change" minimal icon="endorsed" />
          </p>
        ) : rejected ? (
          <p>
            The artist&apos;s last change was rejected{reason}; it stays unpublished. {ONLY_YOURS}
          </p>
        ) : (
          <p>What you save here is public at once.</p>
        )}
      </Callout>
    );
  }
  return (
    <Callout
      intent="warning"
      icon="document"
      title={rejected ? 'You are editing the draft (rejected)' : 'You are editing the draft (pending review)'}
      className="admin-edit__version"
    >
      {rejected ? (
        <p>
          This profile was never published and was rejected{reason}. Saving keeps it rejected and unpublished.
        </p>
      ) : (
        <p>This profile was never published. Saving keeps it waiting for review.</p>
      )}
    </Callout>
  );
}
