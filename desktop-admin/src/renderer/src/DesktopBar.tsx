import { Button, Icon, Tag } from '@blueprintjs/core';
import type { AuthState } from '../../shared/bridge.ts';

/** A thin strip above the admin screens: which server, which account, sign out. */
export function DesktopBar({ auth, onSignOut }: { auth: AuthState; onSignOut: () => void }) {
  const server = auth.serverUrl ? new URL(auth.serverUrl).host : '';
  return (
    <div className="desktop-bar">
      <Icon icon="globe-network" size={14} />
      <span title={auth.serverUrl ?? undefined}>{server}</span>
      {auth.account && <span>· {auth.account}</span>}
      {!auth.remembered && (
        <Tag
          intent="warning"
          minimal
          title="This computer offers no secure storage, so the sign-in is not remembered."
        >
          Signed in until you quit
        </Tag>
      )}
      <span className="desktop-bar__spacer" />
      <Button size="small" variant="minimal" icon="log-out" text="Sign out" onClick={onSignOut} />
    </div>
  );
}
