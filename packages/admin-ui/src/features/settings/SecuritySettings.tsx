// Security: the desktop apps signed in to this account (revocable), and the toggles this version does not offer.
import { Button, Callout, Card, FormGroup, Switch } from '@blueprintjs/core';
import type { DesktopTokenInfo } from '@oeuvre/contract';
import { useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { formatDayAndTime } from '@oeuvre/ui/lib/dates';
import { useRunAction } from '../../lib/use-action.ts';
import { useDesktopTokens } from './api/use-desktop-tokens.ts';
import { ListState } from '../../components/ListState.tsx';

export function SecuritySettings() {
  const { client, host } = useAdmin();
  const run = useRunAction();
  const desktopApps = useDesktopTokens();
  const { mutate } = desktopApps;
  const [revoking, setRevoking] = useState<DesktopTokenInfo | null>(null);

  const revoke = async (token: DesktopTokenInfo) => {
    const result = await run(() => client.admin.tokens.revoke({ params: { id: token.id } }), {
      success: { title: 'Desktop App Signed Out', description: token.deviceName },
      failure: { title: 'Failed to sign out the desktop app', description: 'Please try again' },
    });
    if (result.ok) await mutate((list) => list?.filter((t) => t.id !== token.id), { revalidate: true });
  };

  return (
    <div className="admin-tab-panel">
      <Card>
        <h2 className="admin-section__title">Desktop apps</h2>
        <p className="admin-muted">
          Computers where Oeuvre Admin is signed in to your account. Signing one out stops it at once.
          {host === 'desktop' ? ' Signing out this computer ends this session.' : ''}
        </p>
        <ListState
          load={desktopApps}
          what="desktop apps"
          label="Signed-in desktop apps"
          skeletonRows={2}
          empty={{ icon: 'desktop', title: 'No desktop apps signed in' }}
          itemClassName="admin-row admin-row--plain"
        >
          {(token) => (
            <>
              <div className="admin-row__main">
                <p className="admin-row__title">{token.deviceName}</p>
                <p className="admin-muted">
                  Signed in {formatDayAndTime(token.createdAt)} · Last used{' '}
                  {token.lastUsedAt ? formatDayAndTime(token.lastUsedAt) : 'never'}
                </p>
              </div>
              <div className="admin-row__actions">
                <Button
                  icon="log-out"
                  intent="danger"
                  variant="outlined"
                  text="Revoke"
                  aria-label={`Revoke ${token.deviceName}`}
                  onClick={() => setRevoking(token)}
                />
              </div>
            </>
          )}
        </ListState>
      </Card>
      <Card>
        <h2 className="admin-section__title">Account security</h2>
        <Callout intent="none" icon="lock" className="admin-note">
          These options are not available in this version. Sign-in goes through the identity provider.
        </Callout>
        <FormGroup>
          <Switch label="Two-factor authentication" disabled checked={false} onChange={() => {}} />
          <Switch label="Strong password requirements" disabled checked={false} onChange={() => {}} />
          <Switch label="Session timeout" disabled checked={false} onChange={() => {}} />
        </FormGroup>
      </Card>
      <ConfirmAlert
        isOpen={revoking !== null}
        title={revoking ? `Sign out ${revoking.deviceName}?` : ''}
        confirmText="Revoke"
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      >
        <p>The desktop app on this computer will have to sign in again through the browser.</p>
      </ConfirmAlert>
    </div>
  );
}
