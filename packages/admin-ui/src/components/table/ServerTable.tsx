// A table searched as you type, sorted and paged by the server (see useServerTable): the search box, the sortable
// header, the rows, the pager, and the loading, empty and failed states.
import { HTMLTable, type IconName, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { useServerTable } from '../../lib/use-server-table.ts';
import { EmptyList } from '../EmptyList.tsx';
import { ListSkeleton } from '../ListSkeleton.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { Pager } from './Pager.tsx';
import { SortHeader } from './SortHeader.tsx';

export type ServerTableColumn<Sort extends string> = {
  label: string;
  column: Sort;
  /** The order a first click sorts by: dates start with the newest. */
  firstOrder?: 'asc' | 'desc';
  className?: string;
};

export function ServerTable<Sort extends string, Row>({
  table,
  label,
  what,
  searchPlaceholder,
  searchLabel,
  emptyIcon,
  emptyTitle,
  noMatchTitle,
  columns,
  row,
}: {
  table: ReturnType<typeof useServerTable<Sort, Row>>;
  /** The table's accessible name ('Users'); its pager is '<label> pages', its skeleton 'Loading <label>'. */
  label: string;
  /** What failed to load, in the failure message ('users'). */
  what: string;
  searchPlaceholder: string;
  searchLabel: string;
  emptyIcon: IconName;
  emptyTitle: string;
  noMatchTitle: string;
  columns: ServerTableColumn<Sort>[];
  row(item: Row): ReactNode;
}) {
  const { data, error, isLoading, isValidating, mutate, query } = table;
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={searchPlaceholder}
        aria-label={searchLabel}
        value={table.typed}
        onValueChange={table.search}
        className="admin-search"
      />
      {data ? (
        data.items.length === 0 ? (
          <EmptyList icon={emptyIcon} title={query.q ? noMatchTitle : emptyTitle} />
        ) : (
          <>
            <div className="admin-table-wrap" aria-busy={isValidating}>
              <HTMLTable className="admin-table" interactive striped aria-label={label}>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <SortHeader
                        key={c.column}
                        label={c.label}
                        column={c.column}
                        current={query.sort}
                        order={query.order}
                        firstOrder={c.firstOrder}
                        onSort={table.sortBy}
                        className={c.className}
                      />
                    ))}
                    <th scope="col" className="admin-table__actions">
                      <span className="admin-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>{data.items.map(row)}</tbody>
              </HTMLTable>
            </div>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              label={`${label} pages`}
              onPage={table.goTo}
            />
          </>
        )
      ) : isLoading ? (
        <ListSkeleton label={`Loading ${label.toLowerCase()}`} />
      ) : error ? (
        <LoadFailed what={what} onRetry={() => void mutate()} />
      ) : null}
    </>
  );
}
