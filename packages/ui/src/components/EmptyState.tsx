import './ui.css';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './classes';
import { Icon } from './Icon';

export interface EmptyStateProps {
  /** An icon's name (drawn by Icon), or an icon element the app draws itself (the admin's Blueprint icons). */
  icon?: string | ReactElement;
  title: ReactNode;
  /** The heading level that fits the page's outline. */
  level?: 1 | 2 | 3;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a page or a list shows when it has nothing to show: an icon, a heading, a sentence and what to do. */
export function EmptyState({ icon, title, level = 2, description, action, className }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx('empty-state', className)}>
      {typeof icon === 'string' ? (
        <Icon icon={icon} size={48} className="empty-state-icon" />
      ) : icon ? (
        <span className="empty-state-icon">{icon}</span>
      ) : null}
      <Heading className="empty-state-title">{title}</Heading>
      {description ? <p className="empty-state-description">{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}
