// The admin sections, with the counts that need attention.
import { Icon, type IconName, Tag } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { useAdmin } from '../admin-context.tsx';
import { useStats } from '../lib/use-stats.ts';

interface Section {
  label: string;
  icon: IconName;
  to: string;
  end?: boolean;
  count?: number;
  urgent?: boolean;
}

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { paths } = useAdmin();
  const { data: stats } = useStats();
  const sections: Section[] = [
    { label: 'Dashboard', icon: 'dashboard', to: paths.dashboard, end: true },
    { label: 'Artists', icon: 'people', to: paths.artists() },
    { label: 'Users', icon: 'user', to: paths.users },
    { label: 'Pending Approvals', icon: 'endorsed', to: paths.pending, count: stats?.pendingApprovals },
    { label: 'Inbox', icon: 'inbox', to: paths.inbox, count: stats?.unreadMessages, urgent: true },
    { label: 'Outbox', icon: 'envelope', to: paths.outbox },
    { label: 'Settings', icon: 'cog', to: paths.settings() },
  ];

  return (
    <nav aria-label="Admin">
      <ul className="admin-nav">
        {sections.map((section) => (
          <li key={section.label}>
            <NavLink
              to={section.to}
              end={section.end}
              onClick={onNavigate}
              className={({ isActive }) => `admin-nav__link${isActive ? ' admin-nav__link--active' : ''}`}
            >
              <Icon icon={section.icon} aria-hidden />
              <span className="admin-nav__label">{section.label}</span>
              {section.count ? (
                <Tag
                  round
                  intent={section.urgent ? 'danger' : 'primary'}
                  aria-label={`${section.count} waiting`}
                >
                  {section.count}
                </Tag>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
