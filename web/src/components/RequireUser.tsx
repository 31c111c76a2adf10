import type { CurrentUser } from '@oeuvre/contract';
import { Spinner } from '@oeuvre/ui/components/Spinner';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@oeuvre/ui/lib/paths';
import { useCurrentUser } from '@/lib/current-user';
import { type Notice, notify } from '@/lib/toaster';

interface RequireUserProps {
  /** The toast that explains the redirect to a signed-out visitor. */
  signedOut: Notice;
  /** When given, signed-in users must also pass this check, or see `refused`. */
  allow?: (user: CurrentUser) => boolean;
  refused?: Notice;
  children: ReactNode;
}

/** Sends a visitor who may not see the page back to '/', with a toast saying why. */
export function RequireUser({ signedOut, allow, refused, children }: RequireUserProps) {
  const { user, isLoading } = useCurrentUser();
  const denied = !isLoading && (!user || (allow !== undefined && !allow(user)));
  const notice = !user ? signedOut : refused;
  const told = useRef(false);

  useEffect(() => {
    if (denied && notice && !told.current) {
      told.current = true;
      notify({ ...notice, intent: 'danger' });
    }
  }, [denied, notice]);

  if (isLoading) {
    return (
      <div className="page page-centered">
        <Spinner aria-label="Loading" />
      </div>
    );
  }
  if (denied) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
