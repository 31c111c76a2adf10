// Importing a CV into the signed-in person's draft: read a file or pasted text, review the proposed entries, apply.
import { cvImport, cvImportApplyBody, cvImportApplyResult, cvImportStartBody, CV_IMPORT_LIMITS } from '../schemas/cv-import.ts';
import { defineRoutes } from './define.ts';

export const cvImportRoutes = defineRoutes({
  'cvImport.start': {
    method: 'POST',
    path: '/api/my-profile/cv-import',
    access: 'user',
    contentType: 'multipart',
    acceptsJson: true,
    files: ['file'],
    maxFileBytes: CV_IMPORT_LIMITS.maxBytes,
    // Pasted text as a multipart field: its characters of up to four bytes each, as the JSON body takes them.
    maxFieldBytes: CV_IMPORT_LIMITS.maxTextChars * 4 + 1024,
    body: cvImportStartBody,
    status: 201,
    alsoStatus: 202,
    response: cvImport,
    summary:
      'Read a CV: multipart `file` (PDF, DOCX, HTML, TXT, MD, JSON; 10 MB, 60 pages) or JSON `{ text }`. 201 with the import when read at once, 202 `{ id, status: "reading" }` otherwise; a file that cannot be read answers its status (400, 413, 415, 422); 429 while another is read',
  },
  'cvImport.get': {
    method: 'GET',
    path: '/api/my-profile/cv-import/:id',
    access: 'user',
    response: cvImport,
    summary: 'An import: reading, ready (the person, proposed entries with duplicates marked, unparsed and ignored lines) or failed (404 for another person’s)',
  },
  'cvImport.apply': {
    method: 'POST',
    path: '/api/my-profile/cv-import/:id/apply',
    access: 'user',
    body: cvImportApplyBody,
    response: cvImportApplyResult,
    summary:
      'Add the chosen entries (with edits) to the draft in one transaction, skipping duplicates; the person fills only empty profile fields (creates the profile when there is none). The profile goes to review; the import is deleted',
  },
  'cvImport.discard': {
    method: 'DELETE',
    path: '/api/my-profile/cv-import/:id',
    access: 'user',
    response: 'empty',
    summary: 'Discard an import',
  },
});
