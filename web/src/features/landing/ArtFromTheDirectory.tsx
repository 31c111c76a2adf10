import { type ArtistSummary, artistDisplayName } from '@oeuvre/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ArtistCard } from '@/components/ArtistCard';
import { paths } from '@oeuvre/ui/lib/paths';
import { useImageFailure } from '@/lib/image-failure';
import { imageSrcSet, imageVariant } from '@/lib/images';

/** Works in the band, and artists in the row below it. */
export const BAND_WORKS = 6;
export const NEWEST_ARTISTS = 3;
/** About the band's row height; each work's width follows its ratio. */
const BAND_ROW_HEIGHT_PX = 180;
const BAND_SIZES = '(max-width: 767px) 50vw, 320px';

type WithWork = ArtistSummary & { work: NonNullable<ArtistSummary['work']> };

function BandWork({ artist }: { artist: WithWork }) {
  const { work } = artist;
  const src = imageVariant(work.imageUrl, 'small') ?? work.imageUrl;
  const { failed, ref, onError } = useImageFailure(src);
  const ratio = work.imageWidth && work.imageHeight ? work.imageWidth / work.imageHeight : 4 / 3;
  const style = { flexGrow: ratio, flexBasis: `${Math.round(ratio * BAND_ROW_HEIGHT_PX)}px` } as CSSProperties;
  if (failed) return null;
  return (
    <li style={style}>
      <Link to={paths.artist(artist.slug)} className="band-work">
        <img
          ref={ref}
          src={src}
          srcSet={imageSrcSet(work.imageUrl)}
          sizes={imageSrcSet(work.imageUrl) ? BAND_SIZES : undefined}
          width={work.imageWidth}
          height={work.imageHeight}
          alt=""
          loading="lazy"
          decoding="async"
          onError={onError}
          style={{ aspectRatio: String(ratio) }}
        />
        <span className="band-work-caption">
          <span className="band-work-title">{work.title}</span>
          <span className="band-work-artist">{artistDisplayName(artist)}</span>
        </span>
      </Link>
    </li>
  );
}

/** A band of published works, each leading to its artist's page; nothing when no published artist shows a work. */
export function WorksBand({ artists }: { artists: ArtistSummary[] }) {
  const withWorks = artists.filter((a): a is WithWork => Boolean(a.work)).slice(0, BAND_WORKS);
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

/** The newest published artists as directory cards, and the way to the rest; nothing while the directory is empty. */
export function NewestArtists({ artists }: { artists: ArtistSummary[] }) {
  if (artists.length === 0) return null;
  return (
    <section className="section" aria-labelledby="newest-title">
      <h2 id="newest-title" className="section-title">
        Recently Published Artists
      </h2>
      <ul className="artist-grid">
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
