/*
 * Runs in the page before the app: plays the preload's window.oeuvreDesktop. Its state survives
 * reloads (sessionStorage), and the test drives it through window.desktopStandIn.
 */
export function installBridgeStandIn(): void {
  type Listener = (payload: unknown) => void;
  const saved = JSON.parse(sessionStorage.getItem('standIn') ?? '{}') as {
    serverUrl?: string | null;
    signedIn?: boolean;
  };
  const state = { serverUrl: saved.serverUrl ?? null, signedIn: saved.signedIn ?? false, reachable: true };
  const save = () =>
    sessionStorage.setItem(
      'standIn',
      JSON.stringify({ serverUrl: state.serverUrl, signedIn: state.signedIn }),
    );
  const listeners = new Map<string, Set<Listener>>();
  const on = (event: string) => (listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => listeners.get(event)!.delete(listener);
  };
  const emit = (event: string, payload: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  const authState = () => ({
    signedIn: state.signedIn,
    deviceName: 'Oeuvre Admin on studio',
    serverUrl: state.serverUrl,
    account: state.signedIn ? 'moderator@example.org' : null,
    remembered: true,
    notice: null,
  });
  const status = () => ({
    serverUrl: state.serverUrl,
    reachable: state.reachable,
    message: state.reachable
      ? null
      : `Could not reach ${state.serverUrl}. Check the address and your connection.`,
    checkedAt: new Date().toISOString(),
  });

  Object.assign(window, {
    oeuvreDesktop: {
      getServerUrl: async () => state.serverUrl,
      setServerUrl: async (url: string) => {
        if (!url.includes('oeuvre.example.org'))
          return {
            ok: false,
            message: `Could not reach https://${url}. Check the address and your connection.`,
          };
        state.serverUrl = 'https://oeuvre.example.org';
        save();
        return { ok: true, serverUrl: state.serverUrl };
      },
      checkServer: async () => status(),
      getAuthState: async () => authState(),
      signIn: async () => {
        state.signedIn = true;
        save();
        emit('auth', authState());
        return { ok: true };
      },
      cancelSignIn: async () => {},
      signOut: async () => {
        state.signedIn = false;
        save();
        emit('auth', authState());
        return { revokedOnServer: false };
      },
      getToken: async () => (state.signedIn ? 'desktop-token-0123456789abcdef' : null),
      openCsvFile: async () => null,
      onServerStatus: on('status'),
      onAuthChanged: on('auth'),
      onNavigate: on('navigate'),
      onCsvFileOpened: on('csv'),
    },
    desktopStandIn: {
      navigate: (path: string) => emit('navigate', path),
      serverDown: () => {
        state.reachable = false;
        emit('status', status());
      },
      serverUp: () => {
        state.reachable = true;
      },
    },
  });
}
