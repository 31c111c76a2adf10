// The dashboard's numbers; the ones that lead somewhere are links to that screen.
import { Card, Classes, Icon, type IconName, Tag } from '@blueprintjs/core';
import type { AdminStats } from '@oeuvre/contract';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../admin-context.tsx';

interface Stat {
  label: string;
  value: number;
  icon: IconName;
  to?: string;
  /** A red badge when above 0 (unread messages). */
  alert?: boolean;
}

export function StatCards({ stats }: { stats: AdminStats }) {
  const { paths } = useAdmin();
  const cards: Stat[] = [
    { label: 'Unread Messages', value: stats.unreadMessages, icon: 'envelope', to: paths.inbox, alert: true },
    { label: 'Pending Approvals', value: stats.pendingApprovals, icon: 'endorsed', to: paths.pending },
    { label: 'Published Artists', value: stats.publishedArtists, icon: 'tick-circle', to: paths.artists() },
    { label: 'Total Artists', value: stats.totalArtists, icon: 'people' },
    { label: 'Total Users', value: stats.totalUsers, icon: 'user', to: paths.users },
  ];
  return (
    <ul className="admin-stats" aria-label="Site numbers">
      {cards.map((card) => (
        <li key={card.label}>
          {card.to ? (
            <Link
              to={card.to}
              className={`${Classes.CARD} ${Classes.INTERACTIVE} admin-stat admin-stat--link`}
            >
              <StatBody card={card} />
            </Link>
          ) : (
            <Card className="admin-stat">
              <StatBody card={card} />
            </Card>
          )}
        </li>
      ))}
    </ul>
  );
}

function StatBody({ card }: { card: Stat }) {
  return (
    <>
      <span className="admin-stat__label">
        <Icon icon={card.icon} aria-hidden />
        {card.label}
        {card.alert && card.value > 0 ? (
          <Tag round intent="danger" className="admin-stat__badge" aria-label={`${card.value} unread`}>
            {card.value}
          </Tag>
        ) : null}
      </span>
      <span className="admin-stat__value">{card.value}</span>
    </>
  );
}

export function StatCardsSkeleton() {
  return (
    <ul className="admin-stats" role="status" aria-label="Loading site numbers" aria-busy="true">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index}>
          <Card className="admin-stat">
            <span className={`${Classes.SKELETON} admin-skeleton-line`} />
            <span className={`${Classes.SKELETON} admin-skeleton-line admin-skeleton-line--number`} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
