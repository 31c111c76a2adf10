// The app's one API client: credentials on every call and the spec's "<status>: <body>" errors.
import { createApiClient } from '@oeuvre/api-client';

export const api = createApiClient();

export { ApiError, errorMessage, isApiError } from '@oeuvre/api-client';
