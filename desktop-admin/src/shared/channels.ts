/** Every IPC channel between the main process and the app's window, named once. */
export const Channels = {
  getServerUrl: 'server:get-url',
  setServerUrl: 'server:set-url',
  checkServer: 'server:check',
  getAuthState: 'auth:get-state',
  signIn: 'auth:sign-in',
  cancelSignIn: 'auth:cancel-sign-in',
  signOut: 'auth:sign-out',
  getToken: 'auth:get-token',
  openCsvFile: 'csv:open',
} as const;

/** Events the main process pushes to the window. */
export const Events = {
  serverStatus: 'server:status',
  authChanged: 'auth:changed',
  navigate: 'app:navigate',
  csvFileOpened: 'csv:opened',
} as const;

export type Channel = (typeof Channels)[keyof typeof Channels];
export type EventName = (typeof Events)[keyof typeof Events];
