/*
 * The desktop token as the app keeps it, and the storage it is kept in. Pure Node (no electron
 * import): the sign-in (auth.ts) takes its store as an argument, so it also runs outside Electron.
 */

export interface StoredToken {
  token: string;
  expiresAt: string;
  /** The server the token belongs to; a token is never sent anywhere else. */
  serverUrl: string;
}

export class SecureStorageUnavailableError extends Error {
  constructor() {
    super('This computer offers no secure storage for the sign-in, so it cannot be remembered.');
    this.name = 'SecureStorageUnavailableError';
  }
}

export interface TokenStore {
  isAvailable(): Promise<boolean>;
  save(token: StoredToken): Promise<void>;
  load(): Promise<StoredToken | null>;
  clear(): Promise<void>;
}
