import { VENUE_KIND_LABELS, type VenueArtistRef, type VenueEvent } from '@oeuvre/contract';
import { Callout } from '@oeuvre/ui/components/Callout';
import { paths } from '@oeuvre/ui/lib/paths';
import { Fragment, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { useDocumentHead } from '@/lib/document-head';
import { useVenue } from './use-venues';

function Artists({ artists }: { artists: VenueArtistRef[] }) {
  return (
    <>
      {artists.map((a, i) => (
        <Fragment key={a.slug}>
          {i > 0 ? ', ' : null}
          <Link to={paths.artist(a.slug)}>{a.name}</Link>
        </Fragment>
      ))}
    </>
  );
}

function Events({ title, events }: { title: string; events: VenueEvent[] }) {
  if (!events.length) return null;
  return (
    <section className="venue-section">
      <h2 className="section-title">{title}</h2>
      <ul className="venue-events">
        {events.map((e, i) => (
          <li key={i}>
            <span className="venue-year">{e.year ?? ''}</span> {e.title ? <em>{e.title}</em> : null}
            {e.title ? ' — ' : null}
            <Artists artists={e.artists} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/venues/{slug}`: a venue and what published CVs say happened there. */
export function VenuePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useVenue(slug);
  useDocumentHead(
    data ? `${data.name}${data.city ? `, ${data.city}` : ''}` : null,
    data ? `Artists on Oeuvre who exhibited, held residencies, studied or taught at ${data.name}.` : undefined,
  );
  // A merged venue's address answers the venue it became: move the address there.
  useEffect(() => {
    if (data && data.slug !== slug) void navigate(paths.venue(data.slug), { replace: true });
  }, [data, slug, navigate]);
  if (error && String((error as Error).message ?? '').startsWith('404'))
    return (
      <div className="page">
        <EmptyState title="Venue not found" description="No venue has this address." action={<Link to={paths.venues}>All venues</Link>} />
      </div>
    );
  if (error) return <Callout intent="danger">The venue could not be loaded. Please try again.</Callout>;
  if (!data) return <div className="page"><p className="venue-meta">Loading…</p></div>;
  const place = [data.city, data.country].filter(Boolean).join(', ');
  return (
    <div className="page">
      <header className="page-header">
        <p className="venue-meta">
          <Link to={paths.venues}>Venues</Link>
        </p>
        <h1 className="page-title">{data.name}</h1>
        <p className="page-lead">{[place, VENUE_KIND_LABELS[data.kind]].filter(Boolean).join(' · ')}</p>
        <p className="venue-meta">
          {data.website ? (
            <a href={data.website} rel="noopener noreferrer">
              Website
            </a>
          ) : null}
          {data.website && data.wikidata ? ' · ' : null}
          {data.wikidata ? (
            <a href={`https://www.wikidata.org/wiki/${data.wikidata}`} rel="noopener noreferrer">
              Wikidata
            </a>
          ) : null}
        </p>
        <p className="venue-meta">
          <Link to={paths.artistsAtVenue(data.slug)}>
            {data.artistCount} {data.artistCount === 1 ? 'artist' : 'artists'} in the directory
          </Link>
        </p>
      </header>
      {data.exhibitions.length ? (
        <section className="venue-section">
          <h2 className="section-title">Exhibitions</h2>
          <ul className="venue-events">
            {data.exhibitions.map((e, i) => (
              <li key={i}>
                <span className="venue-year">{e.year}</span> <em>{e.title}</em> ({e.kind === 'solo' ? 'solo' : 'group'}) —{' '}
                <Artists artists={e.artists} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Events title="Residencies" events={data.residents} />
      <Events title="In the collection" events={data.collection} />
      <Events title="Studied here" events={data.alumni} />
      <Events title="Taught here" events={data.teachers} />
    </div>
  );
}
