import { lazy, Suspense } from 'react';
import { DashboardHeader } from '@/features/dashboard/DashboardHeader';
import { LandingPage } from '@/features/landing/LandingPage';
// The landing page's icons, drawn in its first view and first render with it (its icons chunk, named in the HTML with the page).
import '@/features/landing/icons';
import { useCurrentUser } from '@/lib/current-user';

// The dashboard is built on Blueprint: its code and stylesheet come with it, never with the landing page.
const DashboardPage = lazy(async () => {
  const [{ DashboardPage: Page }, { BlueprintScope }] = await Promise.all([
    import('@/features/dashboard/DashboardPage'),
    import('./BlueprintScope'),
  ]);
  return {
    default: () => (
      <BlueprintScope>
        <Page />
      </BlueprintScope>
    ),
  };
});

/** '/' is the landing page for visitors (and while we do not know yet) and the dashboard once signed in. */
export function HomePage() {
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
