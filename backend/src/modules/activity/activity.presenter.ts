import type { RecentActivity } from '@oeuvre/contract';
import type { Activity } from './activity.entity.ts';

/** The dashboard draws one icon per kind: approval, rejection, or anything else. */
function dashboardKind(type: Activity['type']): RecentActivity['type'] {
  return type === 'approval' || type === 'rejection' ? type : 'other';
}

export function presentActivity(entry: Activity): RecentActivity {
  return {
    id: String(entry.id),
    type: dashboardKind(entry.type),
    message: entry.message,
    timestamp: entry.createdAt.toISOString(),
  };
}
