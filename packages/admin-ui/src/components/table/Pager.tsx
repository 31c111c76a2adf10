import { Button } from '@blueprintjs/core';

const count = new Intl.NumberFormat('en');

/** Where the table is ('26–50 of 10,000 · Page 2 of 400') with the previous and next pages. */
export function Pager({
  page,
  pageSize,
  total,
  label,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="admin-pager" aria-label={label}>
      <p className="admin-muted" aria-live="polite">
        {first}–{last} of {count.format(total)} · Page {count.format(Math.min(page, pages))} of {count.format(pages)}
      </p>
      <div className="admin-pager__buttons">
        <Button icon="chevron-left" text="Previous" variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Button
          endIcon="chevron-right"
          text="Next"
          variant="outlined"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </nav>
  );
}
