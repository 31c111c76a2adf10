import { ButtonLink } from '@/components/ButtonLink';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';

export function AboutPage() {
  return (
    <ContentPage
      title="About Oeuvre"
      lead="A living record of artistic practice, and a trusted index for the people who look for artists."
      description="Why Oeuvre exists, who it is for and how it works: free professional CVs for artists and a reviewed directory for curators, critics and galleries."
    >
      <div className="prose">
        <h2>Why we built it</h2>
        <p>
          An artist&apos;s CV is the backbone of almost every application: open calls, residencies, grants, gallery
          submissions, teaching posts. Yet most artists keep it in a word-processor file that drifts out of date,
          exists in five versions and looks different every time it is sent. Curators, on the other side, spend hours
          piecing careers together from scattered websites and social media.
        </p>
        <p>
          Oeuvre gives both sides one reliable place. Artists keep a structured, professional CV that grows with their
          work. Visitors find a consistent, readable record of each practice: statement, selected works, education,
          exhibitions, awards, residencies, collections, press, teaching and affiliations.
        </p>

        <h2>Who it is for</h2>
        <ul>
          <li>
            <strong>Artists</strong> at every stage, from recent graduates to established practitioners, in every
            discipline.
          </li>
          <li>
            <strong>Curators, critics and galleries</strong> researching artists for exhibitions, writing or
            representation.
          </li>
          <li>
            <strong>Juries, funders and residency programmes</strong> who want to read a career at a glance.
          </li>
        </ul>

        <h2>What Oeuvre is not</h2>
        <p>
          Oeuvre is free. It is not a marketplace: we do not sell work or take commission. It is not crowdfunding and
          not a subscription feed: there are no likes to chase and no algorithm deciding who gets seen. The directory is
          a record, not a popularity contest.
        </p>

        <h2>How profiles are reviewed</h2>
        <p>
          Every new profile, and every change to a published one, is read by a person before it appears in the public
          directory. Review usually takes one to three business days. While a change waits, the last approved version
          of a published profile stays visible, so an artist is never taken offline by an update.
        </p>

        <h2>Support and connections</h2>
        <p>
          Signed-in artists can support one another. Support is one-way, like following a practice you admire; when
          two artists support each other, it becomes a connection. Both are shown on the public profile as a quiet
          signal of community, not as a score.
        </p>
      </div>
      <div className="button-row" style={{ marginTop: 24 }}>
        <ButtonLink to={paths.artists} intent="primary">
          Browse Artist Directory
        </ButtonLink>
        <ButtonLink to={paths.contact} outlined>
          Contact us
        </ButtonLink>
      </div>
    </ContentPage>
  );
}
