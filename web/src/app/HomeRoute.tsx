import { LandingPage } from '@/features/landing/LandingPage';
import { useCurrentUser } from '@/lib/current-user';

/** '/' is the landing page for visitors (and while we do not know yet) and the dashboard once signed in. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  if (user) return <LandingPage />;
  return <LandingPage />;
}
