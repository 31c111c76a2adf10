import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthState } from '../../shared/bridge.ts';
import { AdminRoot } from './AdminRoot.tsx';
import { createAdminHost } from './admin-host.ts';
import { createDesktopApiClient } from './api-client.ts';
import { ConnectScreen } from './connect/ConnectScreen.tsx';
import { DesktopBar } from './DesktopBar.tsx';
import { desktop } from './desktop.ts';
import { ServerBanner } from './server-status/ServerBanner.tsx';
import { useServerStatus } from './server-status/useServerStatus.ts';
import { SignInScreen } from './sign-in/SignInScreen.tsx';
import { useCsvDrop } from './useCsvDrop.ts';

type Screen =
  | { kind: 'loading' }
  | { kind: 'connect'; serverUrl: string | null }
  | { kind: 'signed-out' }
  | { kind: 'admin' };

const REVOKE_LATER =
  'Signed out on this computer, but the server could not be reached. Revoke this computer in Settings › Security.';

/** Connect to a server, sign in through the browser, then the admin screens. */
export function App() {
  const [auth, setAuth] = useState<AuthState | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [dropMessage, setDropMessage] = useState<string | null>(null);
  const server = useServerStatus();
  const host = useMemo(() => createAdminHost(), []);
  useEffect(() => () => host.dispose(), [host]);

  const show = useCallback((state: AuthState) => {
    setAuth(state);
    setNotice((previous) => (state.signedIn ? null : (state.notice ?? previous)));
    setScreen(
      !state.serverUrl
        ? { kind: 'connect', serverUrl: null }
        : state.signedIn
          ? { kind: 'admin' }
          : { kind: 'signed-out' },
    );
  }, []);

  useEffect(() => {
    void desktop.getAuthState().then(show);
    return desktop.onAuthChanged(show);
  }, [show]);

  const onFile = useCallback(host.deliverCsvFile, [host]);
  const dragging = useCsvDrop(onFile, setDropMessage);

  const [token, setToken] = useState<string | null>(null);
  const signedIn = auth?.signedIn ?? false;
  useEffect(() => {
    let current = true;
    if (signedIn) void desktop.getToken().then((value) => current && setToken(value));
    else setToken(null);
    return () => {
      current = false;
    };
  }, [signedIn, auth?.serverUrl]);
  const client = useMemo(
    () => (auth?.serverUrl && token ? createDesktopApiClient(auth.serverUrl, token) : null),
    [auth?.serverUrl, token],
  );

  const signOut = async () => {
    const result = await desktop.signOut();
    setNotice(result.revokedOnServer ? null : REVOKE_LATER);
  };

  if (screen.kind === 'loading' || !auth) {
    return <NonIdealState icon={<Spinner />} title="Opening Oeuvre Admin…" />;
  }
  if (screen.kind === 'connect') {
    const onCancel = auth.serverUrl ? () => show(auth) : undefined;
    return <ConnectScreen initialUrl={screen.serverUrl} onCancel={onCancel} />;
  }

  return (
    <div className={dragging && screen.kind === 'admin' ? 'desktop-app desktop-drop-target' : 'desktop-app'}>
      <ServerBanner status={server.status} checking={server.checking} onRetry={() => void server.retry()} />
      {screen.kind === 'admin' && <DesktopBar auth={auth} onSignOut={() => void signOut()} />}
      {dropMessage && (
        <Callout intent="warning" compact role="status" onClick={() => setDropMessage(null)}>
          {dropMessage}
        </Callout>
      )}
      <div className="desktop-app__content">
        {screen.kind === 'admin' ? (
          client ? (
            <AdminRoot client={client} host={host} />
          ) : (
            <Spinner />
          )
        ) : (
          <SignInScreen
            auth={auth}
            notice={notice}
            onChangeServer={() => setScreen({ kind: 'connect', serverUrl: auth.serverUrl })}
          />
        )}
      </div>
    </div>
  );
}
