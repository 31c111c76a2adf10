import { VENUE_EVENTS_PAGE_SIZE, VENUE_KIND_LABELS, type VenueEvent, type VenueList } from '@oeuvre/contract';
import { Button } from '@oeuvre/ui/components/Button';
import { Callout } from '@oeuvre/ui/components/Callout';
import { paths } from '@oeuvre/ui/lib/paths';
import { Fragment, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { api } from '@/lib/api';
import { useDocumentHead } from '@/lib/document-head';
import { useVenue } from '@/lib/venue-data';

function Artists({ event, venueSlug }: { event: VenueEvent; venueSlug: string }) {
  const more = event.artistCount - event.artists.length;
  return (
    <>
      {event.artists.map((a, i) => (
        <Fragment key={a.slug}>
          {i > 0 ? ', ' : null}
          <Link to={paths.artist(a.slug)}>{a.name}</Link>
        </Fragment>
      ))}
      {more > 0 ? (
        <>
          {' '}
          and <Link to={paths.artistsAtVenue(venueSlug)}>{`${more} more`}</Link>
        </>
      ) : null}
    </>
  );
}

type AnyEvent = VenueEvent & { kind?: 'solo' | 'group' };

/**
 * One of a venue's lists: its first page came with the venue; 'Show more' adds the next page below it (a busy museum
 * is named by thousands of CVs).
 */
function EventList({
  title,
  list,
  venueSlug,
  first,
  total,
}: {
  title: string;
  list: VenueList;
  venueSlug: string;
  first: AnyEvent[];
  total: number;
}) {
  const [more, setMore] = useState<AnyEvent[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!first.length) return null;
  const events = [...first, ...more];
  const showMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const page = Math.floor(events.length / VENUE_EVENTS_PAGE_SIZE) + 1;
      const next = await api.venues.events({ params: { slug: venueSlug }, query: { list, page } });
      setMore((current) => [...current, ...next.events]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className="venue-section" aria-labelledby={`venue-${list}`}>
      <h2 className="section-title" id={`venue-${list}`}>
        {title}
      </h2>
      <ul className="venue-events">
        {events.map((e, i) => (
          <li key={i}>
            <span className="venue-year">{e.year ?? ''}</span> {e.title ? <em>{e.title}</em> : null}
            {e.kind ? ` (${e.kind})` : null}
            {e.title || e.kind ? ' — ' : null}
            <Artists event={e} venueSlug={venueSlug} />
          </li>
        ))}
      </ul>
      {events.length < total ? (
        <p className="venue-more">
          <Button
            variant="outlined"
            text={`Show more (${events.length} of ${total})`}
            loading={loading}
            onClick={() => void showMore()}
          />
          {failed ? (
            <span role="alert" className="venue-more-error">
              {' '}
              These could not be loaded. Please try again.
            </span>
          ) : null}
        </p>
      ) : null}
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
      <EventList key={`${data.slug}-e`} title="Exhibitions" list="exhibitions" venueSlug={data.slug} first={data.exhibitions} total={data.totals.exhibitions} />
      <EventList key={`${data.slug}-r`} title="Residencies" list="residents" venueSlug={data.slug} first={data.residents} total={data.totals.residents} />
      <EventList key={`${data.slug}-c`} title="In the collection" list="collection" venueSlug={data.slug} first={data.collection} total={data.totals.collection} />
      <EventList key={`${data.slug}-a`} title="Studied here" list="alumni" venueSlug={data.slug} first={data.alumni} total={data.totals.alumni} />
      <EventList key={`${data.slug}-t`} title="Taught here" list="teachers" venueSlug={data.slug} first={data.teachers} total={data.totals.teachers} />
    </div>
  );
}
