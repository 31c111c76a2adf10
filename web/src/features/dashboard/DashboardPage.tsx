import { Card, Spinner } from '@blueprintjs/core';
import { artistDisplayName, PageMessages } from '@oeuvre/contract';
import { DASHBOARD_ARTISTS } from '@oeuvre/ui/lib/ui-constants';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR from 'swr';
import { ArtistCard, ArtistCardSkeleton, placeOf } from '@/components/ArtistCard';
import { ButtonLink } from '@/components/ButtonLink';
import { paths } from '@oeuvre/ui/lib/paths';
import { api } from '@/lib/api';
import { isNewArtist } from '@/lib/artist-badges';
import { useDocumentHead } from '@/lib/document-head';
import { useMyProfile } from '@/lib/my-profile';
import { DashboardHeader } from './DashboardHeader';

/** The signed-in home page. */
export function DashboardPage() {
  useDocumentHead('Dashboard');
  const { profile, isLoading } = useMyProfile();
  // The artists an admin features (badged on their cards); while nobody is, the newest artists.
  const featured = useSWR(
    ['directory.search', 'featured', DASHBOARD_ARTISTS] as const satisfies RouteKey,
    async ([, limit]) => {
      const chosen = await api.directory.search({ query: { featured: 'true', pageSize: limit } });
      return chosen.items.length > 0
        ? { title: 'Featured Artists', items: chosen.items }
        : { title: 'Recently Published Artists', items: await api.artists.list({ query: { limit } }) };
    },
  );
  const now = new Date();

  return (
    <div className="page">
      <DashboardHeader />

      <section className="dashboard-section" aria-labelledby="my-profile-title">
        <Card className="dashboard-profile">
          <h2 id="my-profile-title" className="section-title">
            My Artist Profile
          </h2>
          {isLoading ? (
            <Spinner size={24} aria-label="Loading your profile" />
          ) : profile ? (
            <>
              <p className="dashboard-profile-name">{artistDisplayName(profile)}</p>
              {placeOf(profile) ? <p className="muted">{placeOf(profile)}</p> : null}
              <div className="button-row">
                <ButtonLink to={paths.artist(profile.slug)} icon="eye-open" outlined>
                  View CV
                </ButtonLink>
                <ButtonLink to={paths.createCv} icon="edit" intent="primary">
                  Edit CV
                </ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p>{PageMessages.noProfileYet}</p>
              <ButtonLink to={paths.createCv} intent="primary" icon="plus">
                Create Your CV
              </ButtonLink>
            </>
          )}
        </Card>
      </section>

      <section className="dashboard-section" aria-labelledby="featured-title">
        <div className="section-heading-row">
          <h2 id="featured-title" className="section-title">
            {/* Named for what it shows: the featured artists, or the newest while nobody is featured. */}
            {featured.data?.title ?? 'Artists'}
          </h2>
          <ButtonLink to={paths.artists} minimal endIcon="arrow-right">
            Browse the full directory
          </ButtonLink>
        </div>
        <ul className="artist-grid">
          {featured.data
            ? featured.data.items.slice(0, DASHBOARD_ARTISTS).map((artist) => (
                <li key={artist.id}>
                  {/* New as on the directory: by the profile's age, never by its place in the row. */}
                  <ArtistCard artist={artist} headingLevel={3} isNew={isNewArtist(artist.createdAt, now)} />
                </li>
              ))
            : featured.isLoading
              ? Array.from({ length: DASHBOARD_ARTISTS }, (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <ArtistCardSkeleton />
                  </li>
                ))
              : null}
        </ul>
        {featured.error ? <p className="muted">The artists could not be loaded.</p> : null}
      </section>
    </div>
  );
}
