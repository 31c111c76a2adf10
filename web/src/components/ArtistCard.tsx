import {
  type ArtistSummary,
  artistDisplayName,
  DEFAULT_DISCIPLINE_LABEL,
  DISCIPLINE_LABELS,
} from '@oeuvre/contract';
import { Tag } from '@oeuvre/ui/components/Tag';
import { Link } from 'react-router-dom';
import { paths } from '@oeuvre/ui/lib/paths';
import { useImageFailure } from '@/lib/image-failure';
import { imageSrcSet, imageVariant } from '@/lib/images';
import { initialsOf } from '@oeuvre/ui/lib/initials';
import { ArtistImage } from './ArtistImage';

interface ArtistCardProps {
  artist: ArtistSummary;
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

/** Rendered width of a card's picture: a third of the page, or the whole width of an upright phone (one a row). */
/** Up to this width the directory shows one card a row (app/styles.css). */
const PHONE_WIDTH = '(max-width: 559px)';
const CARD_SIZES = `${PHONE_WIDTH} 100vw, (max-width: 767px) 33vw, 380px`;

/**
 * A directory card; the whole card is one link to the artist's page. It leads with a work (the artist's first published
 * one, cropped to the card's fixed shape, so no picture's proportions can break the grid), the portrait small beside
 * the name. Without a work, or when it fails to load, the portrait (or the initials) takes the picture's place.
 */
export function ArtistCard({
  artist,
  isNew = false,
  headingLevel = 2,
  matchedDiscipline,
  eager = false,
}: ArtistCardProps) {
  const name = artistDisplayName(artist);
  const Heading = `h${headingLevel}` as const;
  const featured = artist.featured === true;
  const work = artist.work;
  const workSrc = work ? (imageVariant(work.imageUrl, 'small') ?? work.imageUrl) : null;
  const workSrcSet = work ? imageSrcSet(work.imageUrl) : undefined;
  const { failed: workFailed, ref, onError } = useImageFailure(workSrc);
  const showWork = work && workSrc && !workFailed;
  return (
    <article className="artist-card" data-featured={featured || undefined}>
      <div className="artist-card-media">
        {showWork ? (
          // On a phone a card is one a row, the screen's width: the large file (1,600 px) would be chosen for it, some
          // hundred kilobytes a card on a mobile connection; the small one (400 px) is sharp enough for a cropped card.
          <picture className="artist-card-picture">
            {workSrcSet ? <source media={PHONE_WIDTH} srcSet={workSrc} /> : null}
            <img
              ref={ref}
              className="artist-card-work"
              // Before the app runs, the stylesheet draws these initials over the work if it is broken.
              data-fallback={initialsOf(name)}
              src={workSrc}
              srcSet={workSrcSet}
              sizes={workSrcSet ? CARD_SIZES : undefined}
              // The card is named by the artist's name; the picture is hidden from assistive technology (its alt text
              // only lets the browser draw the fallback over a broken image).
              alt={work.title}
              aria-hidden
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              onError={onError}
            />
          </picture>
        ) : (
          <ArtistImage name={name} url={artist.profileImageUrl} size="small" decorative eager={eager} />
        )}
        {featured || isNew ? (
          <div className="artist-card-badges">
            {featured ? (
              <Tag intent="primary" round>
                Featured
              </Tag>
            ) : null}
            {isNew ? <Tag round>New</Tag> : null}
          </div>
        ) : null}
      </div>
      <div className="artist-card-body">
        {showWork ? (
          <ArtistImage
            name={name}
            url={artist.profileImageUrl}
            size="small"
            decorative
            className="artist-card-portrait"
          />
        ) : null}
        <div className="artist-card-text">
          <Heading className="artist-card-name">
            <Link to={paths.artist(artist.slug)} className="artist-card-link">
              {name}
            </Link>
          </Heading>
          {placeOf(artist) ? <p className="artist-card-place">{placeOf(artist)}</p> : null}
          <p className="artist-card-discipline">{disciplineLabel(artist, matchedDiscipline)}</p>
        </div>
      </div>
    </article>
  );
}

export function ArtistCardSkeleton() {
  return (
    <div className="artist-card" aria-hidden="true" data-testid="artist-card-skeleton">
      <div className="artist-card-media ui-skeleton" />
      <div className="artist-card-body">
        <div className="ui-skeleton skeleton-line skeleton-line-long" />
        <div className="ui-skeleton skeleton-line skeleton-line-medium" />
        <div className="ui-skeleton skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}
