/* Serves the built renderer under app://oeuvre/, so the packaged window has a real origin (not file://). */
import { protocol, type Session } from 'electron';
import { answerAppRequest } from './app-files.ts';
import { APP_SCHEME } from './app-url.ts';

export { resolveAppFile } from './app-files.ts';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveAppFiles(
  session: Session,
  rendererDir: string,
  contentSecurityPolicy: () => string,
): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const answer = await answerAppRequest(rendererDir, request, contentSecurityPolicy);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
}
