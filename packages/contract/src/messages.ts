// Every user-facing string of the product, worded once for the server, the web app and the admin. One module per
// group, so each web bundle carries the messages its own code uses: the editor's and the admin's come with them.
// The CV import screens' words are imported by their own path (`@oeuvre/contract/messages/cv-import-ui`): the API
// client's chunk, which every public page preloads, holds whatever this list names.
export * from './messages/access.ts';
export * from './messages/admin.ts';
export * from './messages/contact.ts';
export * from './messages/cv-import.ts';
export * from './messages/editor.ts';
export * from './messages/network.ts';
export * from './messages/page.ts';
export * from './messages/query.ts';
export * from './messages/review.ts';
export * from './messages/server.ts';
export * from './messages/settings.ts';
export * from './messages/support.ts';
export * from './messages/unsubscribe.ts';
export * from './messages/upload.ts';
export * from './messages/validation.ts';
