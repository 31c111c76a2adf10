import { Icon } from '@oeuvre/ui/components/Icon';
import { Tag } from '@oeuvre/ui/components/Tag';
import {
  AUTHORITY_FIELDS,
  AUTHORITY_LINKS,
  artistDisplayName,
  type PublicArtist,
  SOCIAL_PLATFORM_LABELS,
  socialLink,
  toSocialPlatform,
} from '@oeuvre/contract';
import { bornLine } from '@oeuvre/cv-document';
import { Fragment, type ReactNode } from 'react';
import { ArtistImage } from '@/components/ArtistImage';
import { ExternalLink } from '@/components/ExternalLink';
import { serverPaths } from '@oeuvre/ui/lib/paths';
import { PORTRAIT_SIZES } from '@/lib/images';
import { ISLAND_ATTRIBUTE } from '@/lib/adopted-frame';
import { APP_DUE_ATTRIBUTE } from '@/lib/app-due';
import { CONNECTION_REFETCH_MS } from '@oeuvre/ui/lib/ui-constants';

export function placeOf(artist: { city: string; country: string }): string {
  return [artist.city, artist.country].filter((p) => p.trim()).join(', ');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A document's file name, as the server names it (`{slug}-cv.pdf`, `{slug}-portfolio.pdf`). */
export const documentName = (slug: string, kind: 'cv' | 'portfolio') =>
  `${slug.replace(/[^\w-]+/g, '-')}-${kind}.pdf`;

export function ArtistHeader({
  artist,
  connectionWidget,
  cvPdfHref = serverPaths.artistCvPdf(artist.slug),
  portfolioPdfHref = serverPaths.artistPortfolioPdf(artist.slug),
}: {
  artist: PublicArtist;
  connectionWidget: ReactNode;
  /** The CV and the portfolio to download: the published ones, or the owner's draft in a preview. */
  cvPdfHref?: string;
  portfolioPdfHref?: string;
}) {
  const name = artistDisplayName(artist);
  const social = artist.socialMedia
    .map((s) => ({
      label: SOCIAL_PLATFORM_LABELS[toSocialPlatform(s.platform)],
      handle: s.username,
      href: socialLink(s),
    }))
    .filter((s) => s.handle.trim());

  // Authority records the artist named (Wikidata, ULAN, ISNI, ORCID), as small links to each record.
  const authorities = AUTHORITY_FIELDS.flatMap((field) => {
    const id = artist[field]?.trim();
    return id ? [{ label: AUTHORITY_LINKS[field].label, id, href: AUTHORITY_LINKS[field].href(id) }] : [];
  });

  // 'Born 1984, Porto; lives and works in Lisbon, Portugal' under the name, as the CV and the portfolio print it, when
  // the birth is known; then the place needs no line of its own.
  const born = artist.birthYear || artist.birthPlace?.trim() ? bornLine(artist) : null;

  return (
    <header className="artist-header">
      <div className="artist-portrait">
        <ArtistImage name={name} url={artist.profileImageUrl} size="large" sizes={PORTRAIT_SIZES} eager />
      </div>
      <div className="artist-identity">
        <h1 className="page-title">{name}</h1>
        {born ? <p className="artist-born">{born}</p> : null}
        {artist.featured ? (
          <p className="artist-featured">
            <Tag intent="primary" round>
              Featured
            </Tag>
          </p>
        ) : null}
        {artist.displayName && artist.displayName.trim() !== artist.fullName ? (
          <p className="muted">{artist.fullName}</p>
        ) : null}
        <ul className="artist-facts">
          {!born && placeOf(artist) ? (
            <li>
              <Icon icon="map-marker" /> {placeOf(artist)}
            </li>
          ) : null}
          {artist.email ? (
            <li>
              <Icon icon="envelope" /> <a href={`mailto:${artist.email}`}>{artist.email}</a>
            </li>
          ) : null}
          {artist.website ? (
            <li>
              <Icon icon="globe" />{' '}
              <ExternalLink href={artist.website}>{hostOf(artist.website)}</ExternalLink>
            </li>
          ) : null}
          <li className="artist-documents">
            <Icon icon="document" />{' '}
            {/* Downloads under their file names (the server says attachment too), never replacing the page. */}
            <a href={cvPdfHref} type="application/pdf" download={documentName(artist.slug, 'cv')}>
              Download CV (PDF)
            </a>
            {' · '}
            <a
              href={portfolioPdfHref}
              type="application/pdf"
              download={documentName(artist.slug, 'portfolio')}
            >
              Portfolio (PDF)
            </a>
          </li>
          {authorities.length > 0 ? (
            <li className="artist-authorities">
              <Icon icon="id-number" />{' '}
              {authorities.map((a, n) => (
                <Fragment key={a.label}>
                  {n > 0 ? ' · ' : null}
                  <ExternalLink href={a.href} title={`${a.label} ${a.id}`}>
                    {a.label}
                  </ExternalLink>
                </Fragment>
              ))}
            </li>
          ) : null}
        </ul>
        {/*
          The widget's place, also when it has nothing to show: a first view adopted as drawn fills it (ArtistFirstView).
          Its supporters are kept fresh: a first view waiting for the visitor gets the app's code when the next refresh is due.
        */}
        <div
          className="artist-connection"
          {...{ [ISLAND_ATTRIBUTE]: 'connection', [APP_DUE_ATTRIBUTE]: CONNECTION_REFETCH_MS }}
        >
          {connectionWidget}
        </div>
        {social.length > 0 ? (
          <ul className="social-links" aria-label="Social media">
            {social.map((s) => (
              <li key={`${s.label}-${s.handle}`}>
                {s.href ? (
                  <ExternalLink href={s.href}>
                    {s.label}: {s.handle}
                  </ExternalLink>
                ) : (
                  <span>
                    {s.label}: {s.handle}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
