import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { paths } from '@oeuvre/ui/lib/paths';
import { useDocumentHead } from '@/lib/document-head';

export function NotFoundPage() {
  useDocumentHead('Page Not Found', 'The page you were looking for does not exist on Oeuvre.');
  return (
    <div className="page page-narrow">
      <EmptyState
        icon="search"
        level={1}
        title="Page Not Found"
        description="The page you are looking for does not exist or may have moved. Check the address, or continue from one of these pages."
        action={
          <div className="button-row">
            <ButtonLink to={paths.home} intent="primary">
              Go to home page
            </ButtonLink>
            <ButtonLink to={paths.artists} outlined>
              Browse Artist Directory
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
