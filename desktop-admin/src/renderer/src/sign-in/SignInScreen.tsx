import { Button, Callout, Card, H2, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { AuthState } from '../../../shared/bridge.ts';
import { desktop } from '../desktop.ts';

/** Sign-in happens in the system browser (RFC 8252); this screen starts it and waits. */
export function SignInScreen({
  auth,
  notice,
  onChangeServer,
}: {
  auth: AuthState;
  notice: string | null;
  onChangeServer: () => void;
}) {
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setWaiting(true);
    setError(null);
    const result = await desktop.signIn();
    setWaiting(false);
    // Success arrives as an auth change; a cancel needs no message.
    if (!result.ok && !result.cancelled) setError(result.message);
  };

  return (
    <div className="desktop-centered">
      <Card className="desktop-card" elevation={2}>
        <H2>Sign in with your browser</H2>
        <p>
          Oeuvre Admin opens your web browser at <strong>{auth.serverUrl}</strong>. Sign in there with your
          administrator account, then come back to this window.
        </p>
        <p>
          This computer will be listed as <strong>{auth.deviceName}</strong> in Settings › Security, where the
          sign-in can be revoked.
        </p>
        {notice && (
          <Callout intent="warning" role="status">
            {notice}
          </Callout>
        )}
        {error && (
          <Callout intent="danger" title="Sign-in did not complete" role="alert">
            {error}
          </Callout>
        )}
        {waiting ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Spinner size={20} />
            <span>Waiting for your browser…</span>
            <Button text="Cancel" onClick={() => void desktop.cancelSignIn()} />
          </div>
        ) : (
          <div>
            <Button
              intent="primary"
              icon="share"
              text="Sign in with your browser"
              onClick={() => void signIn()}
            />
            <Button
              variant="minimal"
              text="Use a different server"
              onClick={onChangeServer}
              style={{ marginLeft: 8 }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
