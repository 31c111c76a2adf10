import { Button, NonIdealState } from '@blueprintjs/core';
import { QueryMessages } from '@oeuvre/contract';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useStats } from '../../lib/use-stats.ts';
import { RecentActivityList } from './RecentActivityList.tsx';
import { StatCards, StatCardsSkeleton } from './StatCards.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: stats, error, isLoading, mutate } = useStats();
  return (
    <div className="admin-page">
      <PageHeader title="Dashboard" lead="What needs attention across the site." />
      {stats ? (
        <>
          <StatCards stats={stats} />
          <RecentActivityList activity={stats.recentActivity} />
        </>
      ) : isLoading ? (
        <StatCardsSkeleton />
      ) : error ? (
        <NonIdealState
          icon="error"
          title={QueryMessages.stats}
          action={<Button icon="refresh" text="Try again" onClick={() => void mutate()} />}
        />
      ) : null}
    </div>
  );
}
