import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { ExternalLink } from '@/components/ExternalLink';
import { paths } from '@oeuvre/ui/lib/paths';
import { resourceCategories } from './artist-resources';

export function ArtistResourcesPage() {
  return (
    <ContentPage
      title="Artist Resources"
      narrow={false}
      lead="Organisations we trust for funding, residencies, professional development and legal advice. Check each site for current deadlines and eligibility."
      description="Curated links for artists: funding and grants, residencies, professional development and legal resources from long-standing organisations."
    >
      <nav aria-label="Resource categories" className="button-row" style={{ marginBottom: 24 }}>
        {resourceCategories.map((category) => (
          <a key={category.title} href={`#${anchorOf(category.title)}`}>
            {category.title}
          </a>
        ))}
      </nav>
      {resourceCategories.map((category) => (
        <section key={category.title} aria-labelledby={anchorOf(category.title)}>
          <h2 id={anchorOf(category.title)} className="section-title">
            {category.title}
          </h2>
          <p className="section-lead">{category.intro}</p>
          <ul className="resource-list">
            {category.resources.map((resource) => (
              <li key={resource.url}>
                <ExternalLink href={resource.url} className="resource-name">
                  {resource.name}
                </ExternalLink>
                <p>{resource.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="muted">
        Before you apply anywhere, bring your CV up to date: the <Link to={paths.cvGuide}>CV Writing Guide</Link> shows
        how. Know an organisation that belongs here? <Link to={paths.contact}>Tell us</Link>.
      </p>
    </ContentPage>
  );
}

function anchorOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
}
