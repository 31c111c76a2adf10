import type { CurrentUserState } from '@/lib/current-user';
import { AccountMenu } from './AccountMenu';
import { SignInButtons } from './SignInButtons';

export function AccountArea({ user, isLoading }: Pick<CurrentUserState, 'user' | 'isLoading'>) {
  if (isLoading) {
    return <div className="account-placeholder bp6-skeleton" aria-hidden="true" data-testid="account-placeholder" />;
  }
  if (user) return <AccountMenu user={user} />;
  return (
    <div className="desktop-only">
      <SignInButtons />
    </div>
  );
}
