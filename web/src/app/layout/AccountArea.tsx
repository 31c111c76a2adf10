import { lazy, Suspense } from 'react';
import { Avatar } from '@/components/Avatar';
import { type CurrentUserState, fullNameOf } from '@/lib/current-user';
import { loadBlueprintStylesOnDemand } from '@/lib/blueprint-styles-on-demand';
import { SignInButtons } from './SignInButtons';

// Only signed-in users have a menu: visitors never download its popover code.
const AccountMenu = lazy(async () => {
  const [{ AccountMenu: Menu }] = await Promise.all([import('./AccountMenu'), loadBlueprintStylesOnDemand()]);
  return { default: Menu };
});

export function AccountArea({ user, isLoading }: Pick<CurrentUserState, 'user' | 'isLoading'>) {
  if (isLoading) {
    return <div className="account-placeholder" aria-hidden="true" data-testid="account-placeholder" />;
  }
  if (user) {
    return (
      <Suspense fallback={<Avatar name={fullNameOf(user) || user.email} imageUrl={user.profileImageUrl} size={32} />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <div className="desktop-only">
      <SignInButtons />
    </div>
  );
}
