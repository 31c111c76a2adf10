// The SWR key of the artist's saved CV selections (the editor's export reads them; a CV import's entries change them).
// A module of its own, out of the app's entry: only the editor and the import read it.
import type { RouteKey } from '@oeuvre/api-client';

export const CV_SELECTIONS_KEY = 'cvSelections.list' satisfies RouteKey;
