/**
 * On an element of a first view waiting for the visitor (app-loader.ts) whose content goes stale (the artist page's
 * supporters): the milliseconds after which the app's code is fetched all the same, to keep it fresh, when the visitor
 * has not acted by then. A module of its own: the loader's script reads it, and the page marking its part does, which
 * keeps it out of the app's entry (over its budget).
 */
export const APP_DUE_ATTRIBUTE = 'data-app-due';
