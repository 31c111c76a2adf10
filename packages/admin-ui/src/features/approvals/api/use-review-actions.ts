// Approving publishes a draft, rejecting sends it back with a reason: from the queue and from the full draft alike.
import { AdminMessages, artistDisplayName } from '@oeuvre/contract';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { publishedArtistsPages, PENDING_KEY, REJECTED_ARTISTS_KEY } from '../../../lib/cache-keys.ts';
import { useRunAction } from '../../../lib/use-action.ts';
import { STATS_KEY } from '../../../lib/use-stats.ts';

type Reviewed = { id: number; fullName: string; displayName?: string | null };

export function useReviewActions() {
  const { client } = useAdmin();
  const { mutate } = useSWRConfig();
  const run = useRunAction();

  const settled = async (profile: Reviewed) => {
    await mutate(PENDING_KEY, (list?: Reviewed[]) => list?.filter((p) => p.id !== profile.id), { revalidate: true });
    void mutate(STATS_KEY);
    void mutate(publishedArtistsPages);
    void mutate(REJECTED_ARTISTS_KEY);
  };

  /** True when it was approved. */
  const approve = async (profile: Reviewed): Promise<boolean> => {
    const result = await run(() => client.admin.approvals.approve({ params: { id: profile.id } }), {
      success: { title: 'Profile Approved', description: `${artistDisplayName(profile)} is now published.` },
      failure: { title: AdminMessages.approveFailed },
    });
    if (result.ok) await settled(profile);
    return result.ok;
  };

  /** True when it was rejected. */
  const reject = async (profile: Reviewed, reason: string | undefined): Promise<boolean> => {
    const result = await run(
      () => client.admin.approvals.reject({ params: { id: profile.id }, body: { reason } }),
      {
        success: { title: 'Profile Rejected', description: artistDisplayName(profile) },
        failure: { title: AdminMessages.rejectFailed },
      },
    );
    if (result.ok) await settled(profile);
    return result.ok;
  };

  return { approve, reject };
}
