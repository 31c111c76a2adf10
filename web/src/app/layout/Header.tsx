import { Button } from '@oeuvre/ui/components/Button';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { paths } from '@oeuvre/ui/lib/paths';
import { useCurrentUser } from '@/lib/current-user';
import { AccountArea } from './AccountArea';
import { navItemsFor } from './nav-items';
import { NavLinks } from './NavLinks';
import { SignInButtons } from './SignInButtons';
import { ThemeMenu } from './ThemeMenu';

export function Header() {
  const { user, isLoading } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const items = navItemsFor(user);

  // Any navigation (links, back button) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header-bar">
        <Link to={paths.home} className="site-logo" aria-label="Oeuvre home">
          <Logo size={32} />
        </Link>
        <nav aria-label="Main" className="desktop-nav desktop-only">
          <NavLinks items={items} />
        </nav>
        <div className="header-actions">
          <ThemeMenu />
          <AccountArea user={user} isLoading={isLoading} />
          <Button
            className="mobile-only"
            variant="minimal"
            icon={menuOpen ? 'cross' : 'menu'}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu mobile-only" hidden={!menuOpen}>
        <NavLinks items={items} vertical onNavigate={() => setMenuOpen(false)} />
        {!isLoading && !user ? <SignInButtons fill /> : null}
      </nav>
    </header>
  );
}
