import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollOnNavigation } from './ScrollOnNavigation';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      {navigation.state === 'loading' ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null}
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollOnNavigation />
    </div>
  );
}
