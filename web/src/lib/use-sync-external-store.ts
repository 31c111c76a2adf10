// `use-sync-external-store/shim` as React 18 and later have it: React's own hook. SWR imports the shim for older
// versions of React; the app's React has the hook, so the shim's fallback code is not bundled.
export { useSyncExternalStore } from 'react';
