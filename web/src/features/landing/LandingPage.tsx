import type { IconName } from '@blueprintjs/icons';
import { Icon } from '@oeuvre/ui/components/Icon';
import { ButtonAnchor, ButtonLink } from '@/components/ButtonLink';
import { paths, serverPaths } from '@oeuvre/ui/lib/paths';
import { useDocumentHead } from '@/lib/document-head';
import { FeaturedArtists, NewestArtists, WorksBand } from './ArtFromTheDirectory';
import { useFeaturedArtists, useNewestArtists } from './use-newest-artists';

const features: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'timeline-events',
    title: 'Structured CV Format',
    text: 'Education, exhibitions, awards, residencies, collections, press and teaching, each in its own section and in the order curators expect to read them.',
  },
  {
    icon: 'media',
    title: 'Professional Presentation',
    text: 'A clean public page with your statement, portrait and selected works, readable on any screen and easy to share with a single link.',
  },
  {
    icon: 'people',
    title: 'Gallery Connections',
    text: 'Be found by curators, critics and galleries browsing the directory, and build a visible network by supporting fellow artists.',
  },
];

export function LandingPage() {
  useDocumentHead(null);
  const newest = useNewestArtists().data?.items ?? [];
  const featured = useFeaturedArtists().data?.items ?? [];
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title" className="hero-title">
            A Living Record of Artistic Practice
          </h1>
          <p className="hero-lead">
            Oeuvre gives every artist a professional CV that grows with their work, and gives curators, critics and
            galleries a trusted place to discover it. Free, with no marketplace and no feed.
          </p>
          <div className="button-row">
            <ButtonAnchor href={serverPaths.login} intent="primary" large>
              Join as an Artist
            </ButtonAnchor>
            <ButtonLink to={paths.artists} large outlined>
              Browse Artist Directory
            </ButtonLink>
          </div>
        </div>
      </section>

      <WorksBand artists={newest} />

      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          Complete CV Solution for Artists
        </h2>
        <p className="section-lead">
          Everything a selection committee, a curator or a gallery asks for, kept in one place and always up to date.
        </p>
        <div className="card-grid">
          {features.map((feature) => (
            <article key={feature.title} className="surface-card">
              <span className="feature-icon" aria-hidden="true">
                <Icon icon={feature.icon} size={20} />
              </span>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <NewestArtists artists={newest} />

      <FeaturedArtists artists={featured} />

      <section className="section" aria-labelledby="join-title">
        {/* The page's one closing call to join (the hero has the first), after the artists: the section's width, its
            sign, words and button on one line (a lone half-width card left a hole). */}
        <article className="surface-card join-card">
          <span className="feature-icon" aria-hidden="true">
            <Icon icon="new-object" size={20} />
          </span>
          <div className="join-card-text">
            <h2 id="join-title">Join Our Community</h2>
            <p className="muted">
              Create your CV, submit it for a short review, and appear in the directory alongside artists working in
              every discipline.
            </p>
          </div>
          <ButtonAnchor href={serverPaths.login} intent="primary">
            Create Your CV
          </ButtonAnchor>
        </article>
      </section>
    </>
  );
}
