import { ButtonLink } from '@/components/ButtonLink';
import { ContentPage } from '@/components/ContentPage';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { paths } from '@oeuvre/ui/lib/paths';

export function BlogPage() {
  return (
    <ContentPage
      title="Blog"
      description="The Oeuvre blog: practical writing for artists about CVs, applications and professional practice. Coming soon."
    >
      <EmptyState
        icon="book"
        title="Coming soon"
        description="We are preparing articles on building a CV, writing applications and finding opportunities. Until then, the CV Writing Guide and Artist Resources are a good place to start."
        action={
          <div className="button-row">
            <ButtonLink to={paths.cvGuide} intent="primary">
              CV Writing Guide
            </ButtonLink>
            <ButtonLink to={paths.artistResources} outlined>
              Artist Resources
            </ButtonLink>
          </div>
        }
      />
    </ContentPage>
  );
}
