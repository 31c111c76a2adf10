import { type ArtistSummary, artistDisplayName } from '@oeuvre/contract';
import { Link } from 'react-router-dom';
import { ArtistCard } from '@/components/ArtistCard';
import { paths } from '@oeuvre/ui/lib/paths';
import { useImageFailure } from '@/lib/image-failure';
import { imageSrcSet, imageVariant } from '@/lib/images';

/** Works in the band (whole rows of three on a wide screen, of two on a phone), and artists in the row below it. */
export const BAND_WORKS = 6;
export const NEWEST_ARTISTS = 3;
/** Featured artists shown: two rows of three, three of two. */
export const FEATURED_ARTISTS = 6;
const BAND_SIZES = '(max-width: 767px) 50vw, 380px';

type WithWork = ArtistSummary & { work: NonNullable<ArtistSummary['work']> };

/**
 * The works the band shows: as many as fill whole rows at both widths (six: three columns and two both divide it),
 * else one wide row of three (the phone's odd one out is hidden by the stylesheet); a directory with fewer works shows
 * what it has.
 */
export function bandCount(available: number): number {
  if (available >= BAND_WORKS) return BAND_WORKS;
  return available >= 3 ? 3 : available;
}

function BandWork({ artist }: { artist: WithWork }) {
  const { work } = artist;
  const src = imageVariant(work.imageUrl, 'small') ?? work.imageUrl;
  const { failed, ref, onError } = useImageFailure(src);
  return (
    <li>
      <Link to={paths.artist(artist.slug)} className="band-work">
        {failed ? (
          <span className="band-work-image image-unavailable" aria-hidden="true" />
        ) : (
          <img
            ref={ref}
            className="band-work-image"
            src={src}
            srcSet={imageSrcSet(work.imageUrl)}
            sizes={imageSrcSet(work.imageUrl) ? BAND_SIZES : undefined}
            alt=""
            loading="lazy"
            decoding="async"
            onError={onError}
          />
        )}
        <span className="band-work-caption">
          <span className="band-work-title">{work.title}</span>
          <span className="band-work-artist">{artistDisplayName(artist)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The artists whose works the band shows, from the newest: those after the 'Recently Published Artists' row when
 * their works fill a row of three, so the page never shows one picture twice (the row's cards lead with the same
 * works); a directory too small for that shows the newest works, the row's included.
 */
export function bandArtists(newest: ArtistSummary[]): WithWork[] {
  const withWork = (artists: ArtistSummary[]) => artists.filter((a): a is WithWork => Boolean(a.work));
  const after = withWork(newest.slice(NEWEST_ARTISTS));
  const chosen = after.length >= 3 ? after : withWork(newest);
  return chosen.slice(0, bandCount(chosen.length));
}

/**
 * A band of published works, each leading to its artist's page, at the cards' fixed crop in whole rows; nothing when
 * no published artist shows a work.
 */
export function WorksBand({ artists }: { artists: ArtistSummary[] }) {
  const withWorks = bandArtists(artists);
  if (withWorks.length === 0) return null;
  return (
    <section className="section" aria-labelledby="works-band-title">
      <h2 id="works-band-title" className="section-title">
        From the Directory
      </h2>
      <p className="section-lead">Recent work by artists whose CVs have been reviewed and published on Oeuvre.</p>
      <ul className="works-band">
        {withWorks.map((artist) => (
          <BandWork key={artist.id} artist={artist} />
        ))}
      </ul>
    </section>
  );
}

/** The artists an admin features, as directory cards; nothing when none is featured. */
export function FeaturedArtists({ artists }: { artists: ArtistSummary[] }) {
  if (artists.length === 0) return null;
  return (
    <section className="section" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section-title">
        Featured Artists
      </h2>
      <p className="section-lead">Chosen by the editors from the directory.</p>
      <ul className="artist-grid artist-grid-rows">
        {artists.slice(0, FEATURED_ARTISTS).map((artist) => (
          <li key={artist.id}>
            <ArtistCard artist={artist} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The newest published artists as directory cards, and the way to the rest; nothing while the directory is empty. */
export function NewestArtists({ artists }: { artists: ArtistSummary[] }) {
  if (artists.length === 0) return null;
  return (
    <section className="section" aria-labelledby="newest-title">
      <h2 id="newest-title" className="section-title">
        Recently Published Artists
      </h2>
      <ul className="artist-grid artist-grid-rows">
        {artists.slice(0, NEWEST_ARTISTS).map((artist) => (
          <li key={artist.id}>
            <ArtistCard artist={artist} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link to={paths.artists}>See every artist in the directory</Link>
      </p>
    </section>
  );
}
