// The admin sections, with the counts that need attention.
import { Icon, Tag } from '@blueprintjs/core';
import { ADMIN_SECTIONS, adminSectionPath, type AdminSectionId } from '@oeuvre/ui/lib/admin-navigation';
import { NavLink } from 'react-router-dom';
import { useAdmin } from '../admin-context.tsx';
import { useStats } from '../lib/use-stats.ts';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { paths } = useAdmin();
  const { data: stats } = useStats();
  const counts: Partial<Record<AdminSectionId, { count: number | undefined; urgent: boolean }>> = {
    pending: { count: stats?.pendingApprovals, urgent: false },
    inbox: { count: stats?.unreadMessages, urgent: true },
  };

  return (
    <nav aria-label="Admin">
      <ul className="admin-nav">
        {ADMIN_SECTIONS.map((section) => {
          const waiting = counts[section.id];
          return (
            <li key={section.id}>
              <NavLink
                to={adminSectionPath(paths.base, section)}
                end={section.id === 'dashboard'}
                onClick={onNavigate}
                className={({ isActive }) => `admin-nav__link${isActive ? ' admin-nav__link--active' : ''}`}
              >
                <Icon icon={section.icon} aria-hidden />
                <span className="admin-nav__label">{section.label}</span>
                {waiting?.count ? (
                  <Tag
                    round
                    intent={waiting.urgent ? 'danger' : 'primary'}
                    aria-label={`${waiting.count} waiting`}
                  >
                    {waiting.count}
                  </Tag>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
