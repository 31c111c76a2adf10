import type { AdminStats } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { presentActivity } from '../activity/activity.presenter.ts';
import { recentActivity } from '../activity/activity.service.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { countUnreadMessages } from '../contact/contact.service.ts';
import { User } from '../users/user.entity.ts';

export const RECENT_ACTIVITY_LIMIT = 20;

/** The dashboard's cards and its Recent Activity list. */
export async function adminStats(em: Em): Promise<AdminStats> {
  const [unreadMessages, pendingApprovals, publishedArtists, totalArtists, totalUsers, activity] = await Promise.all([
    countUnreadMessages(em),
    em.count(ArtistProfile, { isPending: true }),
    em.count(ArtistProfile, { publishedAt: { $ne: null } }),
    em.count(ArtistProfile, {}),
    em.count(User, {}),
    recentActivity(em, RECENT_ACTIVITY_LIMIT),
  ]);
  return {
    unreadMessages,
    pendingApprovals,
    publishedArtists,
    totalArtists,
    totalUsers,
    recentActivity: activity.map(presentActivity),
  };
}
