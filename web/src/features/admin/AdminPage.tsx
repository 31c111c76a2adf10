import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@/components/EmptyState';
import { paths } from '@/config/paths';
import { useDocumentHead } from '@/lib/document-head';

/** Stand-in for the shared admin screens, which will be mounted here. */
export function AdminPage() {
  useDocumentHead('Admin Dashboard');
  return (
    <div className="page page-narrow">
      <EmptyState
        icon="build"
        level={1}
        title="Admin Dashboard"
        description="The administration screens are on their way."
        action={<ButtonLink to={paths.home}>Go to home page</ButtonLink>}
      />
    </div>
  );
}
