import { AdminApp } from '@oeuvre/admin-ui';
import { AccessMessages } from '@oeuvre/contract';
import { useNavigate } from 'react-router-dom';
import { RequireUser } from '@/components/RequireUser';
import { client } from '@/lib/api-client';
import { notify } from '@/lib/toaster';

const toaster = { show: notify };

/** /admin/*: only admins get in (the server enforces it too); the shared admin screens of @oeuvre/admin-ui. */
export function AdminPage() {
  // No useDocumentHead here: each admin screen names itself in the title ('Pending Approvals · Admin · Oeuvre'),
  // and this page's effect, running after its children's, would overwrite theirs.
  const navigate = useNavigate();
  return (
    <RequireUser signedOut={AccessMessages.adminSignedOut} allow={(user) => user.isAdmin} refused={AccessMessages.adminRequired}>
      <AdminApp client={client} host="web" toaster={toaster} onAccessDenied={() => navigate('/', { replace: true })} />
    </RequireUser>
  );
}
