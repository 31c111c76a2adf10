// /admin/pending: the review queue; approving publishes the draft, rejecting sends it back with a reason.
import { AdminMessages, artistDisplayName, type PendingApproval } from '@oeuvre/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { publishedArtistsPages, REJECTED_ARTISTS_KEY } from '../../lib/cache-keys.ts';
import { PendingProfileCard } from './PendingProfileCard.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { usePendingApprovals } from './api/use-pending-approvals.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ListState } from '../../components/ListState.tsx';

export function PendingApprovalsPage() {
  usePageTitle('Pending Approvals');
  const { client } = useAdmin();
  const { mutate: mutateAny } = useSWRConfig();
  const run = useRunAction();
  const pending = usePendingApprovals();
  const { mutate } = pending;
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);

  const settled = async (profile: PendingApproval) => {
    await mutate((list) => list?.filter((p) => p.id !== profile.id), { revalidate: true });
    void mutateAny(STATS_KEY);
    void mutateAny(publishedArtistsPages);
    void mutateAny(REJECTED_ARTISTS_KEY);
  };

  const approve = async (profile: PendingApproval) => {
    const result = await run(() => client.admin.approvals.approve({ params: { id: profile.id } }), {
      success: { title: 'Profile Approved', description: `${artistDisplayName(profile)} is now published.` },
      failure: { title: AdminMessages.approveFailed },
    });
    if (result.ok) await settled(profile);
  };

  const reject = async (profile: PendingApproval, reason: string | undefined) => {
    const result = await run(
      () => client.admin.approvals.reject({ params: { id: profile.id }, body: { reason } }),
      {
        success: { title: 'Profile Rejected', description: artistDisplayName(profile) },
        failure: { title: AdminMessages.rejectFailed },
      },
    );
    if (result.ok) await settled(profile);
  };

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
