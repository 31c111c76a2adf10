import { Button } from '@oeuvre/ui/components/Button';
import type { Ref } from 'react';
import { serverPaths } from '@oeuvre/ui/lib/paths';

/**
 * Signing out is a same-origin form POST to /api/logout, never a link: a link or an image on another site
 * could otherwise sign people out. The server answers with a redirect (home, or the identity provider's sign-out).
 */
export function SignOutForm({
  label = 'Sign Out',
  formRef,
  hidden = false,
}: {
  label?: string;
  formRef?: Ref<HTMLFormElement>;
  hidden?: boolean;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={serverPaths.logout}
      className="sign-out-form"
      hidden={hidden}
      aria-label="Sign out"
    >
      {!hidden && (
        <Button type="submit" icon="log-out" variant="outlined">
          {label}
        </Button>
      )}
    </form>
  );
}
