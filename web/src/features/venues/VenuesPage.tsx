import { VENUE_KIND_LABELS, VENUE_KINDS, venueSearchOf } from '@oeuvre/contract';
import { Button } from '@oeuvre/ui/components/Button';
import { Callout } from '@oeuvre/ui/components/Callout';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { FormGroup } from '@oeuvre/ui/components/FormGroup';
import { Select } from '@oeuvre/ui/components/Select';
import { TextInput } from '@oeuvre/ui/components/TextInput';
import { paths } from '@oeuvre/ui/lib/paths';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentHead } from '@/lib/document-head';
import { useVenueList } from './use-venues';

const placeOf = (v: { city: string; country: string }) => [v.city, v.country].filter(Boolean).join(', ');

/** `/venues`: the places Oeuvre's published CVs name, most artists first; search, filters and pages in the address. */
export function VenuesPage() {
  useDocumentHead('Venues', 'Museums, galleries, residencies and schools named in the published CVs of Oeuvre artists.');
  const [search, setSearch] = useSearchParams();
  // Read as the server reads it for the first view, whose results the first render then shows (first-view-data.ts).
  const venueSearch = venueSearchOf(search);
  const { kind, page } = venueSearch;
  const { data, error, isLoading } = useVenueList(venueSearch);
  const [text, setText] = useState(venueSearch.q ?? '');
  const [cityText, setCityText] = useState(venueSearch.city ?? '');

  function go(change: Record<string, string | number | undefined>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries({ page: undefined, ...change })) {
      if (value === undefined || value === '' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: text.trim(), city: cityText.trim() });
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Venues</h1>
        <p className="page-lead">
          Where Oeuvre artists have shown, held residencies, studied and taught, and which collections hold their work,
          from their published CVs.
        </p>
      </header>
      <form className="venue-search" role="search" aria-label="Search venues" onSubmit={submit}>
        <FormGroup label="Venue name" labelFor="venue-search-name">
          <TextInput
            id="venue-search-name"
            placeholder="Tate, Kunsthalle…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            fill
          />
        </FormGroup>
        <FormGroup label="City" labelFor="venue-search-city">
          <TextInput id="venue-search-city" value={cityText} onChange={(e) => setCityText(e.target.value)} fill />
        </FormGroup>
        <FormGroup label="Kind" labelFor="venue-search-kind">
          <Select id="venue-search-kind" value={kind ?? ''} onChange={(e) => go({ kind: e.target.value || undefined })} fill>
            <option value="">All kinds</option>
            {VENUE_KINDS.map((k) => (
              <option key={k} value={k}>
                {VENUE_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </FormGroup>
        <Button type="submit" className="venue-search-submit">
          Search
        </Button>
      </form>
      {error ? <Callout intent="danger">The venues could not be loaded. Please try again.</Callout> : null}
      {data && data.venues.length === 0 ? <EmptyState title="No venues found" description="Try another name or city." /> : null}
      {!data && isLoading ? <p className="venue-meta">Loading venues…</p> : null}
      {data && data.venues.length > 0 ? (
        <>
          <h2 className="venue-meta" aria-live="polite">
            {data.total} {data.total === 1 ? 'venue' : 'venues'}
          </h2>
          <ul className="venue-list">
            {data.venues.map((v) => (
              <li key={v.slug} className="venue-list-item">
                <Link to={paths.venue(v.slug)}>{v.name}</Link>
                <p className="venue-meta">
                  {[placeOf(v), VENUE_KIND_LABELS[v.kind], `${v.artistCount} ${v.artistCount === 1 ? 'artist' : 'artists'}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
          {data.pages > 1 ? (
            <nav className="venue-pages" aria-label="Pages">
              <Button disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous
              </Button>
              <span>
                Page {data.page} of {data.pages}
              </span>
              <Button disabled={page >= data.pages} onClick={() => go({ page: page + 1 })}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
