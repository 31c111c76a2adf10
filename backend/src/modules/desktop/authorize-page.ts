import { escapeHtml } from '../../http/html.ts';
import { messagePage, page } from '../auth/pages.ts';

export const AUTHORIZE_PATH = '/api/desktop/authorize';

/** What the desktop app asked for, carried unchanged from the consent page to its form. */
export type AuthorizeRequest = {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  deviceName: string;
};

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The consent page: Allow posts back here with the same request, Deny sends access_denied to the app. */
export function consentPage(request: AuthorizeRequest, account: string): string {
  return page(
    'Allow Oeuvre Admin?',
    `<h1>Allow Oeuvre Admin?</h1>` +
      `<p>Oeuvre Admin on <strong>${escapeHtml(request.deviceName)}</strong> wants to sign in as ${escapeHtml(account)}. ` +
      `It will be able to do everything an administrator can, until you sign it out or revoke it in Settings &gt; Security.</p>` +
      `<form method="post" action="${AUTHORIZE_PATH}">` +
      hidden('redirect_uri', request.redirectUri) +
      hidden('state', request.state) +
      hidden('code_challenge', request.codeChallenge) +
      hidden('code_challenge_method', 'S256') +
      hidden('device_name', request.deviceName) +
      `<button type="submit" name="decision" value="allow">Allow</button>` +
      `<button type="submit" name="decision" value="deny" class="secondary">Deny</button>` +
      `</form>`,
  );
}

export const invalidRequestPage = () =>
  messagePage(
    'Sign-in request not valid',
    'This desktop sign-in link is incomplete or not allowed. Start the sign-in again from the Oeuvre desktop app.',
  );

export const notAdminPage = () => messagePage('Admin Access Required', 'You do not have permission to access this area');

export const crossSitePage = () =>
  messagePage('Request refused', 'This sign-in was not confirmed from an Oeuvre page. Start again from the Oeuvre desktop app.');

export const signedOutPage = () =>
  messagePage('Access Denied', 'You must be logged in to access the admin area', {
    href: '/api/login',
    label: 'Sign in',
  });
