// Where a profile stands in review, labelled Published, Pending Review, Rejected (and why).
import { Tag } from '@blueprintjs/core';
import { type ArtistProfileRecord, ReviewMessages } from '@oeuvre/contract';

type ReviewState = Pick<ArtistProfileRecord, 'isApproved' | 'isPending' | 'publishedAt' | 'rejectionReason'>;

/** Neither approved nor waiting: the last version sent in was turned down. */
export const isRejected = (artist: ReviewState) => !artist.isApproved && !artist.isPending;

export function ReviewStateTags({ artist }: { artist: ReviewState }) {
  return (
    <span className="admin-tags">
      {artist.publishedAt ? (
        <Tag intent="success" minimal>
          {ReviewMessages.labels.published}
        </Tag>
      ) : null}
      {artist.isPending ? (
        <Tag intent="warning" minimal>
          {ReviewMessages.labels.pendingReview}
        </Tag>
      ) : null}
      {isRejected(artist) ? (
        <Tag intent="danger" minimal>
          {ReviewMessages.labels.rejected}
        </Tag>
      ) : null}
    </span>
  );
}

/** The reason given at rejection, or that none was. */
export function RejectionReason({ artist }: { artist: ReviewState }) {
  if (!isRejected(artist)) return null;
  return (
    <p className="admin-muted admin-rejection">
      {artist.publishedAt ? 'Last change rejected' : 'Rejected'}:{' '}
      {artist.rejectionReason ? <q>{artist.rejectionReason}</q> : <em>no reason given</em>}
    </p>
  );
}
