import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoadingContext } from '@/lib/navigation-context';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollOnNavigation } from './ScrollOnNavigation';

export function AppLayout() {
  const loading = useContext(PageLoadingContext);
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      {loading ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null}
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {/*
          A page that failed shows its error here, the header and footer still usable. No Suspense boundary: a page's
          code is there before its address is drawn (a boundary would also hydrate apart from the rest, after the app
          has announced that it took over).
        */}
        <RouteErrorBoundary pathname={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollOnNavigation />
    </div>
  );
}
