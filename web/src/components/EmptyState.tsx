import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  /** Heading level that fits the page outline (Blueprint's own empty state always uses h4). */
  level?: 1 | 2 | 3;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon, title, level = 2, description, action }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="empty-state">
      {icon ? <Icon icon={icon} size={48} className="empty-state-icon" aria-hidden /> : null}
      <Heading className="empty-state-title">{title}</Heading>
      {description ? <p className="empty-state-description">{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}
