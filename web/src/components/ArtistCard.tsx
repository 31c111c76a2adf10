import { type ArtistSummary, artistDisplayName, DEFAULT_DISCIPLINE_LABEL, DISCIPLINE_LABELS } from '@oeuvre/contract';
import { Tag } from '@oeuvre/ui/components/Tag';
import { Link } from 'react-router-dom';
import { paths } from '@oeuvre/ui/lib/paths';
import { ArtistImage } from './ArtistImage';

interface ArtistCardProps {
  artist: ArtistSummary;
  featured?: boolean;
  isNew?: boolean;
  headingLevel?: 2 | 3;
  /** The discipline a list is filtered by: the card names it when the artist practises it. */
  matchedDiscipline?: string;
  /** A card of the list's first row: its picture is among the first things seen, so it is fetched at once. */
  eager?: boolean;
}

/** The card's discipline: the one the list is filtered by when the artist has it, else their first. */
export function disciplineLabel(artist: Pick<ArtistSummary, 'disciplines'>, matched?: string): string {
  const shown = artist.disciplines.find((d) => d === matched) ?? artist.disciplines[0];
  return shown ? DISCIPLINE_LABELS[shown] : DEFAULT_DISCIPLINE_LABEL;
}

export function placeOf(artist: { city?: string | null; country?: string | null }): string {
  return [artist.city, artist.country].filter((part) => part && part.trim()).join(', ');
}

/** A directory card; the whole card is one link to the artist's page. */
export function ArtistCard({
  artist,
  featured = false,
  isNew = false,
  headingLevel = 2,
  matchedDiscipline,
  eager = false,
}: ArtistCardProps) {
  const name = artistDisplayName(artist);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="artist-card">
      <div className="artist-card-media">
        <ArtistImage name={name} url={artist.profileImageUrl} size="small" decorative eager={eager} />
        {featured || isNew ? (
          <div className="artist-card-badges">
            {featured ? <Tag intent="primary" round>Featured</Tag> : null}
            {isNew ? <Tag intent="success" round>New</Tag> : null}
          </div>
        ) : null}
      </div>
      <div className="artist-card-body">
        <Heading className="artist-card-name">
          <Link to={paths.artist(artist.slug)} className="artist-card-link">
            {name}
          </Link>
        </Heading>
        {placeOf(artist) ? <p className="artist-card-place">{placeOf(artist)}</p> : null}
        <p className="artist-card-discipline">{disciplineLabel(artist, matchedDiscipline)}</p>
      </div>
    </article>
  );
}

export function ArtistCardSkeleton() {
  return (
    <div className="artist-card" aria-hidden="true" data-testid="artist-card-skeleton">
      <div className="artist-card-media ui-skeleton" />
      <div className="artist-card-body">
        <div className="ui-skeleton skeleton-line" style={{ width: '70%' }} />
        <div className="ui-skeleton skeleton-line" style={{ width: '50%' }} />
        <div className="ui-skeleton skeleton-line" style={{ width: '35%' }} />
      </div>
    </div>
  );
}
