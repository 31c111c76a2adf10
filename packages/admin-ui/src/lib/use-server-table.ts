// The state of a table searched, sorted and paged by the server: the search as typed (sent after a short pause),
// the sort and the page, and the page of rows for them (the previous rows stay on screen while the next load).
import { useEffect, useState } from 'react';
import useSWR from 'swr';

/** How long typing must pause before the search is sent: quick enough to feel live, without a request per key. */
export const SEARCH_DELAY_MS = 250;

export type TablePage<Row> = { items: Row[]; total: number; page: number; pageSize: number };
export type TableQuery<Sort extends string> = { q: string; sort: Sort; order: 'asc' | 'desc'; page: number };

export function useServerTable<Sort extends string, Row>(
  key: string,
  initial: { sort: Sort; order: 'asc' | 'desc' },
  load: (query: TableQuery<Sort>) => Promise<TablePage<Row>>,
) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState(initial);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const query: TableQuery<Sort> = { q, sort: sort.sort, order: sort.order, page };
  const result = useSWR([key, q, sort.sort, sort.order, page] as const, () => load(query), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });

  return {
    ...result,
    typed,
    search: setTyped,
    query,
    /** A click on a column: the same column turns its order around, another starts with its natural order. */
    sortBy: (column: Sort, firstOrder: 'asc' | 'desc' = 'asc') => {
      setSort((now) =>
        now.sort === column ? { sort: column, order: now.order === 'asc' ? 'desc' : 'asc' } : { sort: column, order: firstOrder },
      );
      setPage(1);
    },
    goTo: setPage,
  };
}
