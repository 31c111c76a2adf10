// Sidebar fixed beside the screens on wide screens; below 768px a menu button opens it as a drawer.
import { Button, Drawer } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAdmin } from '../admin-context.tsx';
import { HostBridge } from './HostBridge.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';

export function AdminLayout() {
  const { host } = useAdmin();
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  // A new screen takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    setMenuOpen(false);
    if (pathname !== firstPath.current) content.current?.focus({ preventScroll: false });
    firstPath.current = '';
  }, [pathname]);

  return (
    <div className={`admin-shell admin-shell--${host}`}>
      <HostBridge />
      {narrow ? (
        <div className="admin-topbar">
          <Button
            icon="menu"
            variant="minimal"
            text="Admin menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          <Drawer
            isOpen={menuOpen}
            onClose={() => setMenuOpen(false)}
            position="left"
            size="min(280px, 85vw)"
            title="Admin"
            icon="dashboard"
            className="admin-drawer"
          >
            <div className="admin-drawer__body">
              <SidebarNav onNavigate={() => setMenuOpen(false)} />
            </div>
          </Drawer>
        </div>
      ) : (
        <aside className="admin-sidebar">
          <SidebarNav />
        </aside>
      )}
      <div className="admin-content" ref={content} tabIndex={-1}>
        <Outlet />
      </div>
    </div>
  );
}
