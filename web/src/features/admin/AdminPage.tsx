import { AccessMessages } from '@oeuvre/contract';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@/components/EmptyState';
import { RequireUser } from '@/components/RequireUser';
import { paths } from '@/config/paths';
import { useDocumentHead } from '@/lib/document-head';

/** /admin/*: only admins get in; the shared admin screens will be mounted in place of the placeholder. */
export function AdminPage() {
  useDocumentHead('Admin Dashboard');
  return (
    <RequireUser signedOut={AccessMessages.adminSignedOut} allow={(user) => user.isAdmin} refused={AccessMessages.adminRequired}>
      <AdminPlaceholder />
    </RequireUser>
  );
}

function AdminPlaceholder() {
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
