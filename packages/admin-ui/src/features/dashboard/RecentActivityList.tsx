import { Card, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { type ActivityType, AdminMessages, type RecentActivity } from '@oeuvre/contract';
import { formatDayAndTime } from '@oeuvre/ui/lib/dates';

const ACTIVITY_ICONS: Record<ActivityType, { icon: IconName; intent: Intent; label: string }> = {
  approval: { icon: 'tick-circle', intent: 'success', label: 'Approval' },
  rejection: { icon: 'cross-circle', intent: 'danger', label: 'Rejection' },
  // A notice (a sign-up, an import) is neither a decision nor an action: the muted ink, not the accent.
  other: { icon: 'info-sign', intent: 'none', label: 'Activity' },
};

export function RecentActivityList({ activity }: { activity: RecentActivity[] }) {
  return (
    <section className="admin-section" aria-labelledby="admin-recent-activity">
      <h2 id="admin-recent-activity" className="admin-section__title">
        Recent Activity
      </h2>
      <Card className="admin-activity">
        {activity.length === 0 ? (
          <p className="admin-muted">{AdminMessages.noRecentActivity}</p>
        ) : (
          <ul className="admin-activity__list">
            {activity.map((entry) => {
              const kind = ACTIVITY_ICONS[entry.type] ?? ACTIVITY_ICONS.other;
              return (
                <li key={entry.id} className="admin-activity__item" data-type={entry.type}>
                  <Icon icon={kind.icon} intent={kind.intent} title={kind.label} />
                  <div>
                    <p className="admin-activity__message">{entry.message}</p>
                    <time className="admin-muted" dateTime={entry.timestamp}>
                      {formatDayAndTime(entry.timestamp)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
