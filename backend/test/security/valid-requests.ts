// One well-formed call of each route, as the person allowed to make it, aimed at a throwaway row where the call
// changes or removes what it names: the control that shows a refusal came from the defence under test.
import type { Route } from '@oeuvre/contract';
import { makeFiles, validCsv, type FileBytes } from './hostile-files.ts';
import { profileBody, sectionSamples, unique, type Role, type SecurityFixture } from './fixture.ts';

export type ValidRequest = {
  role: Role;
  path: string;
  method: string;
  body?: RequestInit['body'];
  json?: unknown;
};

/** Who makes the call: the artist for everything but admin routes (public ones too: a cookie is what CSRF abuses). */
export const callerOf = (route: Route): Role => (route.access === 'admin' ? 'admin' : 'artist');

let files: FileBytes | undefined;

/** A CV an import reads. */
const CV_TEXT = 'Ada Fields\n\nAwards\n2024 Turner Prize, Tate\n';

export async function validRequest(fixture: SecurityFixture, route: Route): Promise<ValidRequest> {
  files ??= await makeFiles();
  const params = await fixture.params(route, { to: 'fresh' });
  const path = fixture.path(route, params);
  const base = { role: callerOf(route), path, method: route.method };
  if (route.contentType === 'multipart') {
    const form = new FormData();
    for (const field of route.files ?? []) {
      const csv = route.fileKind === 'csv';
      form.append(
        field,
        new Blob([new Uint8Array(csv ? validCsv() : files.png)], { type: csv ? 'text/csv' : 'image/png' }),
        csv ? 'artists.csv' : 'image.png',
      );
    }
    if (route.id === 'works.uploadImage') form.append('artistId', String(fixture.ids.artistProfile));
    if (route.id === 'admin.gallery.add') form.append('title', 'Study');
    if (route.id === 'cvImport.start') {
      form.delete('file');
      form.append('file', new Blob([CV_TEXT], { type: 'text/plain' }), 'cv.txt');
    }
    return { ...base, body: form };
  }
  if (route.method === 'GET' || route.method === 'DELETE') return base;
  return { ...base, json: validJson(fixture, route) };
}

export function validJson(fixture: SecurityFixture, route: Route): unknown {
  const kind = /^sections\.(\w+)\.(add|update)$/.exec(route.id)?.[1];
  if (kind) return sectionSamples[kind as keyof typeof sectionSamples];
  // A new order the schema accepts; whether it lists the section's entries is the handler's check, after ownership.
  if (/^sections\.\w+\.reorder$/.test(route.id)) return { ids: [] };
  switch (route.id) {
    case 'artists.create':
    case 'artists.update':
    case 'admin.artists.update':
      return { ...profileBody, email: `${unique('p')}@oeuvre.test` };
    case 'contact.send':
      return {
        name: 'Visitor',
        email: `${unique('visitor')}@oeuvre.test`,
        subject: 'Hello',
        message: 'A question about Oeuvre.',
      };
    case 'connections.create':
      return { receiverId: fixture.ids.victimProfile };
    case 'admin.approvals.reject':
    case 'connections.reject':
      return { reason: 'Please add a statement.' };
    case 'admin.gallery.update':
      return { title: 'Renamed' };
    case 'admin.settings.update':
      return {
        siteName: 'Oeuvre',
        siteDescription: 'Artists',
        allowRegistration: true,
        requireApproval: true,
        maxGallerySize: 25,
        emailNotifications: false,
        adminEmails: '',
      };
    case 'cvImport.apply':
      return { entries: ['e1'], person: false };
    case 'desktop.exchangeToken':
      return {
        code: 'x'.repeat(43),
        code_verifier: 'y'.repeat(43),
        redirect_uri: 'http://127.0.0.1:4567/callback',
      };
    default:
      return {};
  }
}

export function send(
  fixture: SecurityFixture,
  request: ValidRequest,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fixture.fetch(request.role, request.path, {
    method: request.method,
    body: request.body,
    json: request.json,
    headers,
  });
}
