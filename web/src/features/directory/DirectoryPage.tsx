import './icons';
import { DIRECTORY_COUNT_LIMIT, directorySearchOf, PageMessages } from '@oeuvre/contract';
import { SKELETON_CARDS } from '@oeuvre/ui/lib/ui-constants';
import { Button } from '@oeuvre/ui/components/Button';
import { Callout } from '@oeuvre/ui/components/Callout';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArtistCard, ArtistCardSkeleton } from '@/components/ArtistCard';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { isNewArtist } from '@/lib/artist-badges';
import { useDocumentHead } from '@/lib/document-head';
import { totalPagesOf } from '@/lib/page-buttons';
import { useDirectory } from './api/use-directory';
import { DirectoryFilters } from './components/DirectoryFilters';
import { Pagination } from './components/Pagination';
import { VenueChip } from './components/VenueChip';
import { type DirectoryParams, readDirectoryParams, writeDirectoryParams } from './directory-params';

/** Cards in the grid's first row on a wide screen (three columns): their pictures load at once, the rest lazily. */
const FIRST_ROW = 3;

export function DirectoryPage() {
  useDocumentHead(
    'Artist Directory',
    'Browse the Oeuvre directory of reviewed artist CVs: search by name, city or country and filter by discipline and location.',
  );
  const [search, setSearch] = useSearchParams();
  const params = readDirectoryParams(search);
  const { data, error, isLoading, mutate } = useDirectory(directorySearchOf(search));
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The search as last asked for: two changes made before the page has drawn the first (a search sent, then a
  // category chosen) add up instead of the second undoing the first.
  const address = search.toString();
  const asked = useRef({ address, params });
  if (asked.current.address !== address) asked.current = { address, params };

  function update(change: Partial<DirectoryParams>, replace = false) {
    // Any new search or filter starts again from the first page.
    const next = { ...asked.current.params, page: 1, ...change };
    const written = writeDirectoryParams(next);
    // Asked again for what is shown (a choice played again once the app took over, a click on the current page): no
    // second entry in the history.
    if (written.toString() === writeDirectoryParams(asked.current.params).toString()) return;
    asked.current = { address, params: next };
    setSearch(written, { replace });
  }

  function goToPage(page: number) {
    update({ page });
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }

  const totalPages = data ? totalPagesOf(data.total, data.pageSize) : 0;
  // A search with more matches than the server counts answers DIRECTORY_COUNT_LIMIT + 1: "1,000+ artists".
  const counted = !data || data.total <= DIRECTORY_COUNT_LIMIT;
  const count = counted ? String(data?.total) : `${DIRECTORY_COUNT_LIMIT.toLocaleString('en')}+`;
  const now = new Date();
  const countLabel = data ? `${count} ${data.total === 1 ? 'artist' : 'artists'}` : undefined;

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Artist Directory</h1>
        <p className="page-lead">
          Reviewed CVs of artists working in every discipline. Search by name, city or country, or narrow the list by
          category and location.
        </p>
      </header>

      <DirectoryFilters
        q={params.q}
        discipline={params.discipline}
        location={params.location}
        sort={params.sort}
        disciplineFacets={data?.facets.disciplines ?? []}
        locationFacets={data?.facets.locations ?? []}
        facetCounts={counted}
        onSearch={(q, commit) => update({ q }, !commit)}
        onDiscipline={(discipline) => update({ discipline })}
        onLocation={(location) => update({ location })}
        onSort={(sort) => update({ sort })}
      />
      {params.venue ? <VenueChip slug={params.venue} onRemove={() => update({ venue: undefined })} /> : null}

      <h2 ref={resultsHeading} tabIndex={-1} className="directory-count" aria-live="polite">
        {countLabel ?? (isLoading ? 'Loading artists…' : 'Artists')}
      </h2>

      {error && !data ? (
        <Callout intent="danger" className="directory-error">
          <p>The directory could not be loaded. Please try again.</p>
          <Button text="Try again" onClick={() => void mutate()} />
        </Callout>
      ) : isLoading ? (
        <ul key="loading" className="artist-grid" aria-busy="true" aria-label="Loading artists">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <ArtistCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data && data.items.length === 0 ? (
        <EmptyState icon="search" title={PageMessages.noArtists.title} description={PageMessages.noArtists.description} level={3} />
      ) : data ? (
        // Its own key: the cards must not reuse the skeletons' nodes (a reused node that moves is a layout shift).
        <ul key="results" className="artist-grid">
          {data.items.map((artist, index) => (
            <li key={artist.id}>
              <ArtistCard
                artist={artist}
                headingLevel={3}
                isNew={isNewArtist(artist.createdAt, now)}
                matchedDiscipline={params.discipline || undefined}
                eager={index < FIRST_ROW}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {data ? <Pagination page={params.page} totalPages={totalPages} onPage={goToPage} total={countLabel} /> : null}
    </div>
  );
}
