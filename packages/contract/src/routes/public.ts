// Session, health, settings, artists and the owner's profile, contact, desktop sign-in.
import * as v from 'valibot';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '../constants.ts';
import { artistProfileInput } from '../schemas/artist-profile.ts';
import { artistProfileRecord, artistSummary, myProfileResponse } from '../schemas/artist-views.ts';
import { healthStatus, openApiDocument, uploadResult } from '../schemas/common.ts';
import { contactMessageInput } from '../schemas/contact.ts';
import { desktopToken, desktopTokenExchange, isLoopbackRedirect } from '../schemas/desktop.ts';
import { artistsListQuery, directoryPage, directoryQuery } from '../schemas/directory.ts';
import { idField } from '../schemas/fields.ts';
import { publicArtistPage } from '../schemas/venues.ts';
import { publicSettings } from '../schemas/settings.ts';
import { currentUser } from '../schemas/users.ts';
import { IMAGE_UPLOAD, defineRoutes } from './define.ts';

export const desktopAuthorizeQuery = v.object({
  redirect_uri: v.pipe(v.string(), v.check(isLoopbackRedirect)),
  state: v.pipe(v.string(), v.minLength(8), v.maxLength(512)),
  code_challenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9\-_]{43}$/)),
  code_challenge_method: v.literal('S256'),
  device_name: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const systemRoutes = defineRoutes({
  'system.health': {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthStatus,
    summary: 'Liveness: the server answers and its database is reachable',
  },
  'system.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    response: openApiDocument,
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
  },
  'settings.public': {
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    response: publicSettings,
    summary: 'Site name, description and whether registration is open',
  },
});

export const sessionRoutes = defineRoutes({
  'session.currentUser': {
    method: 'GET',
    path: '/api/auth/user',
    access: 'user',
    response: currentUser,
    absentWhen: [401],
    summary: 'The signed-in user; 401 means signed out',
  },
  'session.login': {
    method: 'GET',
    path: SIGN_IN_PATH,
    access: 'public',
    navigation: true,
    summary: 'Start the provider sign-in flow (full-page navigation)',
  },
  'session.logout': {
    method: 'GET',
    path: SIGN_OUT_PATH,
    access: 'public',
    navigation: true,
    summary: 'A page whose Sign Out button posts the sign-out (a link or image from another site ends nothing)',
  },
  'session.signOut': {
    method: 'POST',
    path: SIGN_OUT_PATH,
    access: 'public',
    navigation: true,
    summary:
      "End the session and the built-in provider's session (a same-origin form post); 303 to /, or to the external issuer's end_session_endpoint",
  },
});

// '/api/artists/user' comes before '/api/artists/:slug' so the router tries it first.
export const artistRoutes = defineRoutes({
  'artists.list': {
    method: 'GET',
    path: '/api/artists',
    access: 'public',
    kept: true,
    query: artistsListQuery,
    response: v.array(artistSummary),
    summary: 'Published artists, newest first (limit defaults to and is capped at 1000)',
  },
  'directory.search': {
    method: 'GET',
    path: '/api/directory',
    access: 'public',
    kept: true,
    query: directoryQuery,
    response: directoryPage,
    summary: 'Search published artists by name, display name, city or country; filter; page; facets',
  },
  'artists.mine': {
    method: 'GET',
    path: '/api/artists/user',
    access: 'user',
    response: artistProfileRecord,
    absentWhen: [401, 404],
    summary: "The signed-in user's own artist profile (404 when there is none)",
  },
  'artists.get': {
    method: 'GET',
    path: '/api/artists/:slug',
    access: 'public',
    kept: true,
    response: publicArtistPage,
    summary:
      "A published artist's CV (the last approved version): profile beside the section arrays and galleryItems",
  },
  'profile.get': {
    method: 'GET',
    path: '/api/my-profile',
    access: 'user',
    response: myProfileResponse,
    absentWhen: [401, 404],
    summary:
      "The signed-in user's draft: profile (with its review state) beside the section arrays and galleryItems (404 when there is none)",
  },
  'artists.create': {
    method: 'POST',
    path: '/api/artists',
    access: 'user',
    status: 201,
    body: artistProfileInput,
    response: artistProfileRecord,
    summary: "Create the signed-in user's artist profile; it starts pending review",
  },
  'artists.update': {
    method: 'PATCH',
    path: '/api/artists/:id',
    access: 'owner',
    body: artistProfileInput,
    response: artistProfileRecord,
    summary: 'Change the basic info of the draft profile; it goes back to pending review',
  },
  'profile.uploadImage': {
    method: 'POST',
    path: '/api/my-profile/upload-image',
    access: 'user',
    ...IMAGE_UPLOAD,
    files: ['profileImage'],
    response: uploadResult,
    summary: 'Upload a profile image (JPG, PNG or WEBP, at most 25MB); answers its fileUrl',
  },
  'works.uploadImage': {
    method: 'POST',
    path: '/api/artists/work-image-upload',
    access: 'artist',
    ...IMAGE_UPLOAD,
    files: ['file'],
    body: v.object({ artistId: idField() }),
    response: uploadResult,
    summary: 'Upload an image of a work for the artist artistId (own profile, or any as admin)',
  },
  'contact.send': {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: contactMessageInput,
    response: 'empty',
    summary: 'Send a message to the administrators (rate limited)',
  },
});

export const desktopRoutes = defineRoutes({
  'desktop.authorize': {
    method: 'GET',
    path: '/api/desktop/authorize',
    access: 'user',
    navigation: true,
    query: desktopAuthorizeQuery,
    summary: 'Desktop sign-in in the system browser: redirects to the loopback redirect_uri with a code',
  },
  'desktop.exchangeToken': {
    method: 'POST',
    path: '/api/desktop/token',
    access: 'public',
    body: desktopTokenExchange,
    response: desktopToken,
    summary: 'Exchange the one-time code (with its PKCE verifier) for a revocable bearer token',
  },
  'desktop.revokeToken': {
    method: 'DELETE',
    path: '/api/desktop/token',
    access: 'user',
    response: 'empty',
    summary: 'Revoke the bearer token this call is made with (desktop sign-out)',
  },
});
