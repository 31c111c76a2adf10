import { type IconName, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function EmptyList({
  icon,
  title,
  description,
}: {
  icon: IconName;
  title: string;
  description?: ReactNode;
}) {
  return <NonIdealState className="admin-empty" icon={icon} title={title} description={description} />;
}
