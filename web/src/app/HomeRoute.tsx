import { lazy, Suspense } from 'react';
import { DashboardHeader } from '@/features/dashboard/DashboardHeader';
import { LandingPage } from '@/features/landing/LandingPage';
import { useCurrentUser } from '@/lib/current-user';

const DashboardPage = lazy(() =>
  import('@/features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/** '/' is the landing page for visitors (and while we do not know yet) and the dashboard once signed in. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  if (!user) return <LandingPage />;
  return (
    <Suspense
      fallback={
        <div className="page" aria-busy="true">
          <DashboardHeader />
        </div>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
