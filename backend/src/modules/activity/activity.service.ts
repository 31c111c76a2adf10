import type { EntityManager } from '@mikro-orm/core';
import { Activity, type ActivityType } from './activity.entity.ts';
import type { User } from '../users/user.entity.ts';

/** Appends one line to the activity log shown on the admin dashboard. */
export async function recordActivity(
  em: EntityManager,
  entry: { type: ActivityType; message: string; actor?: User | null; subjectType?: string; subjectId?: number },
): Promise<void> {
  em.create(Activity, {
    type: entry.type,
    message: entry.message.slice(0, 500),
    actor: entry.actor ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
  });
  await em.flush();
}

/** The newest entries of the log, newest first. */
export function recentActivity(em: EntityManager, limit = 20): Promise<Activity[]> {
  return em.find(Activity, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}
