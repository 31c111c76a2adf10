import type { IconName } from '@blueprintjs/core';
import type { Key, ReactNode } from 'react';
import { EmptyList } from './EmptyList.tsx';
import { ListSkeleton } from './ListSkeleton.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * A list read from the server, in each of its states: its items (one `li` each), the empty state when there are
 * none, placeholder rows while it loads, and 'Failed to fetch …' with a way to try again when it could not be read.
 */
export function ListState<T extends { id: Key }>({
  load: { data: items, isLoading, error, mutate },
  what,
  label,
  loadingLabel = `Loading ${what}`,
  skeletonRows,
  empty,
  className = 'admin-list',
  itemClassName,
  children,
}: {
  /** The list as read from the server (SWR's answer): tried again through `mutate`. */
  load: { data?: readonly T[] | undefined; isLoading: boolean; error?: unknown; mutate(): unknown };
  /** What the list holds, in the failure message and (by default) the loading placeholder's name. */
  what: string;
  /** The list's accessible name. */
  label: string;
  /** The placeholder's accessible name while the list loads: 'Loading ' and `what` unless given. */
  loadingLabel?: string;
  skeletonRows?: number;
  empty: { icon: IconName; title: string; description?: ReactNode };
  className?: string;
  itemClassName?: string;
  /** One item's content, inside its `li`. */
  children(item: T): ReactNode;
}) {
  if (items) {
    if (items.length === 0) return <EmptyList {...empty} />;
    return (
      <ul className={className} aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    );
  }
  if (isLoading) return <ListSkeleton rows={skeletonRows} label={loadingLabel} />;
  if (error) return <LoadFailed what={what} onRetry={() => void mutate()} />;
  return null;
}
