// The CV import as other features see it: where its page is, and the link to it the editor shows.
export { CV_IMPORT_PATH } from './path';
export { ImportCvLink } from './components/ImportCvLink';
