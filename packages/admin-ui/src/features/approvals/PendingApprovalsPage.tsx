// /admin/pending: the review queue; approving publishes the draft, rejecting sends it back with a reason.
import { AdminMessages, artistDisplayName, type PendingApproval } from '@oeuvre/contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { EmptyList } from '../../components/EmptyList.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { publishedArtistsPages, REJECTED_ARTISTS_KEY } from '../../lib/cache-keys.ts';
import { PendingProfileCard } from './PendingProfileCard.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

const PENDING_KEY = 'admin.approvals.pending';

export function PendingApprovalsPage() {
  usePageTitle('Pending Approvals');
  const { client } = useAdmin();
  const { mutate: mutateAny } = useSWRConfig();
  const run = useRunAction();
  const { data: queue, error, isLoading, mutate } = useSWR(PENDING_KEY, () => client.admin.pending());
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);

  const settled = async (profile: PendingApproval) => {
    await mutate((list) => list?.filter((p) => p.id !== profile.id), { revalidate: true });
    void mutateAny(STATS_KEY);
    void mutateAny(publishedArtistsPages);
    void mutateAny(REJECTED_ARTISTS_KEY);
  };

  const approve = async (profile: PendingApproval) => {
    const result = await run(() => client.admin.approve(profile.id), {
      success: { title: 'Profile Approved', description: `${artistDisplayName(profile)} is now published.` },
      failure: { title: AdminMessages.approveFailed },
    });
    if (result.ok) await settled(profile);
  };

  const reject = async (profile: PendingApproval, reason: string | undefined) => {
    const result = await run(() => client.admin.reject(profile.id, reason), {
      success: { title: 'Profile Rejected', description: artistDisplayName(profile) },
      failure: { title: AdminMessages.rejectFailed },
    });
    if (result.ok) await settled(profile);
  };

  return (
    <div className="admin-page">
      <PageHeader
        title="Pending Approvals"
        lead="Profiles waiting for review. New profiles and changes to published ones both need approval."
      />
      {queue ? (
        queue.length === 0 ? (
          <EmptyList icon="endorsed" title="No profiles waiting for review" />
        ) : (
          <ul className="admin-list" aria-label="Profiles waiting for review">
            {queue.map((profile) => (
              <li key={profile.id}>
                <PendingProfileCard
                  profile={profile}
                  onApprove={() => approve(profile)}
                  onReject={() => setRejecting(profile)}
                />
              </li>
            ))}
          </ul>
        )
      ) : isLoading ? (
        <ListSkeleton label="Loading profiles waiting for review" />
      ) : error ? (
        <LoadFailed what="pending approvals" onRetry={() => void mutate()} />
      ) : null}
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
