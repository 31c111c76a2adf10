import { Icon, type IconName } from '@blueprintjs/core';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import type { ReactNode } from 'react';

/**
 * A list with nothing in it: the shared empty state with a Blueprint icon, drawn as Blueprint draws one (admin.css).
 * Its title is an h2 under the page's h1.
 */
export function EmptyList({
  icon,
  title,
  description,
}: {
  icon: IconName;
  title: string;
  description?: ReactNode;
}) {
  return (
    <EmptyState
      className="admin-empty"
      icon={<Icon icon={icon} size={48} />}
      title={title}
      level={2}
      description={description}
    />
  );
}
