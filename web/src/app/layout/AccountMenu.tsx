// Signed-in only, loaded lazily: Blueprint's menu and its stylesheet come with it.
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { type MouseEvent, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { SignOutForm } from '@/components/SignOutForm';
import { paths } from '@oeuvre/ui/lib/paths';
import { type CurrentUser, fullNameOf } from '@/lib/current-user';

export function AccountMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useRef<HTMLFormElement>(null);
  const name = fullNameOf(user);
  // Menu items stay real links (open in a new tab works) but route inside the app on a plain click.
  const go = (to: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };

  const menu = (
    <div className="account-menu">
      <div className="account-menu-identity">
        <strong className="account-menu-name">{name || user.email}</strong>
        <span className="account-menu-email">{user.email}</span>
      </div>
      <Menu aria-label="Account">
        <MenuItem icon="user" text="My Profile" href={paths.profile} onClick={go(paths.profile)} />
        <MenuItem icon="document" text="Create CV" href={paths.createCv} onClick={go(paths.createCv)} />
        <MenuDivider />
        {/* A button that posts the sign-out form (same-origin POST), kept open until the page leaves. */}
        <MenuItem icon="log-out" text="Log out" tagName="button" shouldDismissPopover={false} onClick={() => signOut.current?.requestSubmit()} />
      </Menu>
      <SignOutForm hidden formRef={signOut} />
    </div>
  );

  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false} popupKind={PopupKind.MENU}>
      <Button variant="minimal" className="account-button" aria-label={`Account menu for ${name || user.email}`}>
        <Avatar name={name || user.email} imageUrl={user.profileImageUrl} size={32} />
      </Button>
    </PopoverNext>
  );
}
