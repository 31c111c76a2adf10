/**
 * The event the app sends on the document once it has taken over the page (its first render is committed): the
 * loader (app-loader.ts) then plays again what the visitor did before. A module of its own, read by the app's entry,
 * which so does not take in the loader's module.
 */
export const APP_READY_EVENT = 'app-ready';
