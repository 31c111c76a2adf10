import { PageMessages } from '@oeuvre/contract';
import { useCurrentUser } from '@/lib/current-user';

/** The dashboard's heading and lead: shown by the page, and alone while the page's code loads. */
export function DashboardHeader() {
  const { user } = useCurrentUser();
  return (
    <>
      <h1 className="page-title">{PageMessages.welcome(user?.firstName)}</h1>
      <p className="page-lead">Your CV, your network and the artists of the directory, in one place.</p>
    </>
  );
}
