import { ButtonAnchor } from '@/components/ButtonLink';
import { serverPaths } from '@oeuvre/ui/lib/paths';

/** Both are full-page navigations: the sign-in flow runs on the server. */
export function SignInButtons({ fill = false }: { fill?: boolean }) {
  return (
    <div className={fill ? 'sign-in-buttons sign-in-buttons-fill' : 'sign-in-buttons'}>
      <ButtonAnchor href={serverPaths.login} minimal fill={fill}>
        Sign In
      </ButtonAnchor>
      <ButtonAnchor href={serverPaths.login} intent="primary" fill={fill}>
        Join as Artist
      </ButtonAnchor>
    </div>
  );
}
