export function ArtistPageSkeleton() {
  return (
    <div className="page" aria-busy="true" aria-label="Loading artist">
      <div className="artist-header" aria-hidden="true">
        <div className="artist-portrait ui-skeleton" />
        <div className="artist-identity">
          <div className="ui-skeleton skeleton-line" style={{ height: 34, width: '60%' }} />
          <div className="ui-skeleton skeleton-line" style={{ width: '40%' }} />
          <div className="ui-skeleton skeleton-line" style={{ width: '50%' }} />
        </div>
      </div>
      <div aria-hidden="true" style={{ marginTop: 32 }}>
        {[90, 95, 80, 60].map((w) => (
          <div key={w} className="ui-skeleton skeleton-line" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}
