import { Button } from '@oeuvre/ui/components/Button';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonAnchor } from '@/components/ButtonLink';
import { paths } from '@oeuvre/ui/lib/paths';
import { NotFoundPage } from '@/features/info/NotFoundPage';

/** Shown in place of a page that failed to load or render; the header and footer stay usable. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // A page chunk that fails to load usually means a new version was deployed: a reload fixes it.
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <div className="page page-narrow">
      <EmptyState
        level={1}
        icon="error"
        title="Something went wrong"
        description={
          chunkFailed
            ? 'This page could not be loaded. Reloading usually fixes it.'
            : 'An unexpected error stopped this page from showing. Please try again.'
        }
        action={
          <div className="button-row">
            <Button intent="primary" text="Reload page" onClick={() => window.location.reload()} />
            <ButtonAnchor href={paths.home} minimal>
              Go to home page
            </ButtonAnchor>
          </div>
        }
      />
    </div>
  );
}
