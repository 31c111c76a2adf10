// Saved CV selections: the artist's named choices of sections, entries and options for their documents.
import * as v from 'valibot';
import { CV_SELECTION_MAX_BODY_BYTES, cvSelection, cvSelectionInput, cvSelectionPatch } from '../schemas/cv-selections.ts';
import { defineRoutes } from './define.ts';

export const cvSelectionRoutes = defineRoutes({
  'cvSelections.list': {
    method: 'GET',
    path: '/api/my-profile/cv-selections',
    access: 'user',
    response: v.array(cvSelection),
    summary: "The signed-in artist's saved CV selections, by name (404 without a profile)",
  },
  'cvSelections.create': {
    method: 'POST',
    path: '/api/my-profile/cv-selections',
    access: 'user',
    status: 201,
    body: cvSelectionInput,
    maxBodyBytes: CV_SELECTION_MAX_BODY_BYTES,
    response: cvSelection,
    summary: 'Save a named selection of sections, entries and options (names unique per artist: 409)',
  },
  'cvSelections.update': {
    method: 'PATCH',
    path: '/api/my-profile/cv-selections/:id',
    access: 'user',
    body: cvSelectionPatch,
    maxBodyBytes: CV_SELECTION_MAX_BODY_BYTES,
    response: cvSelection,
    summary: 'Change a saved selection: the fields sent replace the saved ones (404 for another artist’s)',
  },
  'cvSelections.remove': {
    method: 'DELETE',
    path: '/api/my-profile/cv-selections/:id',
    access: 'user',
    response: 'empty',
    summary: 'Delete a saved selection (404 for another artist’s)',
  },
});
