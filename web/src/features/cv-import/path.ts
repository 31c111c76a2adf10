/** The import's page, beside the editor it adds to. */
export const CV_IMPORT_PATH = '/create-cv/import';
