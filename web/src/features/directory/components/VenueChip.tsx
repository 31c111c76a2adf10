import { paths } from '@oeuvre/ui/lib/paths';
import { Link } from 'react-router-dom';
import { useVenue } from '@/lib/venue-data';

/** The directory's venue filter, shown as a chip that removes it. */
export function VenueChip({ slug, onRemove }: { slug: string; onRemove: () => void }) {
  const { data } = useVenue(slug);
  const name = data?.name ?? slug;
  return (
    <p className="venue-chip">
      <span>
        Venue: <Link to={paths.venue(data?.slug ?? slug)}>{name}</Link>
      </span>
      <button type="button" className="venue-chip-remove" aria-label={`Remove the venue filter ${name}`} onClick={onRemove}>
        ×
      </button>
    </p>
  );
}
