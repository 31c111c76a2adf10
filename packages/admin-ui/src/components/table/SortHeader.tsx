import { Icon } from '@blueprintjs/core';

/** A column header that sorts the table by its column; screen readers hear the current order (aria-sort). */
export function SortHeader<Sort extends string>({
  label,
  column,
  current,
  order,
  firstOrder = 'asc',
  onSort,
  className,
}: {
  label: string;
  column: Sort;
  current: Sort;
  order: 'asc' | 'desc';
  firstOrder?: 'asc' | 'desc';
  onSort(column: Sort, firstOrder: 'asc' | 'desc'): void;
  className?: string;
}) {
  const active = current === column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="admin-sort" onClick={() => onSort(column, firstOrder)}>
        {label}
        <Icon
          icon={active ? (order === 'asc' ? 'chevron-up' : 'chevron-down') : 'double-caret-vertical'}
          size={12}
          className={active ? undefined : 'admin-sort__idle'}
        />
      </button>
    </th>
  );
}
