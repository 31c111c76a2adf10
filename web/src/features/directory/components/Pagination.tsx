import { Button } from '@blueprintjs/core';
import { pageButtons } from '@/lib/page-buttons';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <Button icon="chevron-left" text="Previous" disabled={page <= 1} onClick={() => onPage(page - 1)} variant="outlined" />
      {pageButtons(page, totalPages).map((n) => (
        <Button
          key={n}
          text={String(n)}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          intent={n === page ? 'primary' : 'none'}
          variant={n === page ? 'solid' : 'outlined'}
          onClick={() => onPage(n)}
        />
      ))}
      <Button endIcon="chevron-right" text="Next" disabled={page >= totalPages} onClick={() => onPage(page + 1)} variant="outlined" />
    </nav>
  );
}
