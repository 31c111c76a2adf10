import type { AdminPath } from '@oeuvre/ui/lib/admin-navigation';

/** What the main process says about the configured server, pushed on every health check. */
export interface ServerStatus {
  serverUrl: string | null;
  reachable: boolean | null;
  message: string | null;
  checkedAt: string | null;
}

export interface AuthState {
  signedIn: boolean;
  deviceName: string;
  serverUrl: string | null;
  /** The signed-in account's email, once the server has confirmed it. */
  account: string | null;
  /** False when the system offers no secure storage: the sign-in lasts until the app quits. */
  remembered: boolean;
  /** Why the app signed out by itself (token revoked or expired), to show on the sign-in screen. */
  notice: string | null;
}

export type ConnectResult = { ok: true; serverUrl: string } | { ok: false; message: string };
export type SignInResult = { ok: true } | { ok: false; message: string; cancelled?: boolean };

/** revokedOnServer is false when the server could not be told; the token then stays valid until it expires. */
export interface SignOutResult {
  revokedOnServer: boolean;
}

export interface CsvFile {
  name: string;
  bytes: Uint8Array;
}

export type Unsubscribe = () => void;

/** The only functions the preload exposes to the window (as `window.oeuvreDesktop`). */
export interface DesktopBridge {
  getServerUrl(): Promise<string | null>;
  setServerUrl(url: string): Promise<ConnectResult>;
  checkServer(): Promise<ServerStatus>;
  getAuthState(): Promise<AuthState>;
  signIn(): Promise<SignInResult>;
  cancelSignIn(): Promise<void>;
  signOut(): Promise<SignOutResult>;
  /** The bearer token for the API client's Authorization header, or null when signed out. */
  getToken(): Promise<string | null>;
  /** Native open dialog; null when the moderator cancels. */
  openCsvFile(): Promise<CsvFile | null>;
  onServerStatus(listener: (status: ServerStatus) => void): Unsubscribe;
  onAuthChanged(listener: (state: AuthState) => void): Unsubscribe;
  onNavigate(listener: (path: AdminPath) => void): Unsubscribe;
  onCsvFileOpened(listener: (file: CsvFile) => void): Unsubscribe;
}
