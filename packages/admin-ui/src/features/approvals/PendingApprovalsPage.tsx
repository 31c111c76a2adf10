// /admin/pending: the review queue; approving publishes the draft, rejecting sends it back with a reason.
import { artistDisplayName, type PendingApproval } from '@oeuvre/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PendingProfileCard } from './PendingProfileCard.tsx';
import { useReviewActions } from './api/use-review-actions.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { usePendingApprovals } from './api/use-pending-approvals.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ListState } from '../../components/ListState.tsx';

export function PendingApprovalsPage() {
  usePageTitle('Pending Approvals');
  const pending = usePendingApprovals();
  const { approve, reject } = useReviewActions();
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);

  return (
    <div className="admin-page">
      <PageHeader
        title="Pending Approvals"
        lead="Profiles waiting for review. New profiles and changes to published ones both need approval."
      />
      <ListState
        load={pending}
        what="pending approvals"
        label="Profiles waiting for review"
        loadingLabel="Loading profiles waiting for review"
        empty={{ icon: 'endorsed', title: 'No profiles waiting for review' }}
      >
        {(profile) => (
          <PendingProfileCard
            profile={profile}
            onApprove={() => approve(profile)}
            onReject={() => setRejecting(profile)}
          />
        )}
      </ListState>
      {rejecting ? (
        <RejectDialog
          name={artistDisplayName(rejecting)}
          onReject={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
