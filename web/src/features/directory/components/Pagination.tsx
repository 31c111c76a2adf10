import { Button } from '@oeuvre/ui/components/Button';
import { pageButtons } from '@/lib/page-buttons';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The count of the whole list ('120 artists'), said beside the page it is on. */
  total?: string;
}

export function Pagination({ page, totalPages, onPage, total }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination-status">
        {total ? <span>{total}</span> : null}
        <span>
          Page {page} of {totalPages}
        </span>
      </p>
      <Button text="First" aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)} variant="outlined" />
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
      <Button
        text="Last"
        aria-label={`Last page, ${totalPages}`}
        disabled={page >= totalPages}
        onClick={() => onPage(totalPages)}
        variant="outlined"
      />
    </nav>
  );
}
