// The admin dashboard's numbers and recent activity.
import * as v from 'valibot';
import { ACTIVITY_TYPES } from '../constants.ts';
import { timestamp } from './fields.ts';

export const recentActivity = v.object({
  id: v.string(),
  type: v.picklist(ACTIVITY_TYPES),
  message: v.string(),
  timestamp,
});
export const adminStats = v.object({
  unreadMessages: v.number(),
  pendingApprovals: v.number(),
  publishedArtists: v.number(),
  totalArtists: v.number(),
  totalUsers: v.number(),
  recentActivity: v.array(recentActivity),
});

export type RecentActivity = v.InferOutput<typeof recentActivity>;
export type AdminStats = v.InferOutput<typeof adminStats>;
