import type { ExhibitedWith as ExhibitedWithEntry } from '@oeuvre/contract';
import { paths } from '@oeuvre/ui/lib/paths';
import { Link } from 'react-router-dom';

/** 'Exhibited with': Oeuvre artists in the same group exhibitions, most shared shows first, each linked. */
export function ExhibitedWith({ artists }: { artists: ExhibitedWithEntry[] | undefined }) {
  if (!artists?.length) return null;
  return (
    <section className="exhibited-with" aria-labelledby="exhibited-with-title">
      <h2 id="exhibited-with-title" className="artist-section-title">
        Exhibited with
      </h2>
      <ul>
        {artists.map((a) => (
          <li key={a.slug}>
            <Link to={paths.artist(a.slug)}>{a.name}</Link>
            {a.shows > 1 ? <span className="venue-meta"> ({a.shows} shows)</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The venue page link of a published entry, when it has one. */
export function VenueLink({ entry }: { entry: object }) {
  const venue = (entry as { linkedVenue?: { slug: string; name: string } }).linkedVenue;
  if (!venue) return null;
  return (
    <Link className="venue-link" to={paths.venue(venue.slug)} aria-label={`Venue: ${venue.name}`}>
      {venue.name}
    </Link>
  );
}

