export function ArtistPageSkeleton() {
  return (
    <div className="page" aria-busy="true" aria-label="Loading artist">
      <div className="artist-header" aria-hidden="true">
        <div className="artist-portrait ui-skeleton" />
        <div className="artist-identity">
          <div className="ui-skeleton skeleton-line skeleton-title" />
          <div className="ui-skeleton skeleton-line skeleton-line-short" />
          <div className="ui-skeleton skeleton-line skeleton-line-medium" />
        </div>
      </div>
      <div className="skeleton-paragraph" aria-hidden="true">
        {[1, 2, 3, 4].map((line) => (
          <div key={line} className="ui-skeleton skeleton-line" />
        ))}
      </div>
    </div>
  );
}
