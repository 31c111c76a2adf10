import { PageMessages } from '@oeuvre/contract';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { paths } from '@oeuvre/ui/lib/paths';
import { useDocumentHead } from '@/lib/document-head';

const M = PageMessages.pageNotFound;

/** Any address that is no page of the app; the server answers it with 404 and the same head. */
export function NotFoundPage() {
  useDocumentHead(M.title, M.summary);
  return (
    <div className="page page-narrow">
      <EmptyState
        icon="search"
        level={1}
        title={M.title}
        description={M.description}
        action={
          <div className="button-row">
            <ButtonLink to={paths.home} intent="primary">
              {M.home}
            </ButtonLink>
            <ButtonLink to={paths.artists} outlined>
              {M.directory}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
