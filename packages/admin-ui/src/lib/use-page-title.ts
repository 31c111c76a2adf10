import { useEffect } from 'react';
import { useAdmin } from '../admin-context.tsx';

/** The document title of an admin screen: 'Pending Approvals · Admin · Oeuvre' (the desktop window: '… · Oeuvre Admin'). */
export function adminTitle(page: string, host: 'web' | 'desktop'): string {
  return `${page} · ${host === 'desktop' ? 'Oeuvre Admin' : 'Admin · Oeuvre'}`;
}

/** Names the screen in the tab or window title while it is shown; the title before it comes back when it goes. */
export function usePageTitle(page: string): void {
  const { host } = useAdmin();
  useEffect(() => {
    const before = document.title;
    document.title = adminTitle(page, host);
    return () => {
      document.title = before;
    };
  }, [page, host]);
}
