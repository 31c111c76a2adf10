import { Button } from '@oeuvre/ui/components/Button';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { ButtonAnchor } from '@/components/ButtonLink';
import { paths } from '@oeuvre/ui/lib/paths';

/** Shown in place of a page that failed to load or render (RouteErrorBoundary); the header and footer stay usable. */
export function RouteError({ error }: { error: unknown }) {
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
