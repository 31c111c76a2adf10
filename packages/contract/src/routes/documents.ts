// CV documents: the artist's own PDFs (draft, as a saved selection says) and the open formats.
import { cvDocumentQuery, jsonResume } from '../schemas/cv-documents.ts';
import { defineRoutes } from './define.ts';

export const documentRoutes = defineRoutes({
  'documents.ownCv': {
    method: 'GET',
    path: '/api/my-profile/cv.pdf',
    access: 'user',
    query: cvDocumentQuery,
    produces: 'application/pdf',
    summary: 'The CV of the own draft as a PDF, as a saved selection says (404 without a profile)',
  },
  'documents.ownPortfolio': {
    method: 'GET',
    path: '/api/my-profile/portfolio.pdf',
    access: 'user',
    query: cvDocumentQuery,
    produces: 'application/pdf',
    summary: 'The portfolio of the own draft as a PDF: cover, statement, CV, one work per page',
  },
  'documents.ownCvJson': {
    method: 'GET',
    path: '/api/my-profile/cv.json',
    access: 'user',
    query: cvDocumentQuery,
    response: jsonResume,
    summary: 'The CV of the own draft as JSON Resume 1.0.0, as a saved selection says',
  },
  'documents.cvJson': {
    method: 'GET',
    path: '/api/artists/:slug/cv.json',
    access: 'public',
    response: jsonResume,
    summary: "A published artist's CV as JSON Resume 1.0.0 (public entries only)",
  },
});
