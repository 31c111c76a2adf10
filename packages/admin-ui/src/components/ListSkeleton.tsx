import { Card, Classes } from '@blueprintjs/core';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div className="admin-list" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} className="admin-row">
          <div className="admin-row__main">
            <div className={`${Classes.SKELETON} admin-skeleton-line admin-skeleton-line--title`} />
            <div className={`${Classes.SKELETON} admin-skeleton-line`} />
          </div>
        </Card>
      ))}
    </div>
  );
}
