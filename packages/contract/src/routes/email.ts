// Email: the outbox and the Email settings tab (admin), a person's email preferences, one-click unsubscribe.
import * as v from 'valibot';
import { emailPreferences, emailPreferencesInput, outboxList } from '../schemas/email.ts';
import { emailSettings, emailSettingsForm, testEmailResult } from '../schemas/settings.ts';
import { defineRoutes } from './define.ts';

/** The signed token of an unsubscribe link (checked by the handler: a bad one answers 400 with a page). */
export const unsubscribeQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) });

export const emailRoutes = defineRoutes({
  'admin.outbox.list': {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    response: outboxList,
    summary:
      'The email outbox, newest first: recipient, subject, status, attempts, the last SMTP answer, the text',
  },
  'admin.emailSettings.get': {
    method: 'GET',
    path: '/api/admin/settings/email',
    access: 'admin',
    response: emailSettings,
    summary: 'The Email tab: the saved SMTP server (passwordSet, never the password) and which server sends',
  },
  'admin.emailSettings.update': {
    method: 'PUT',
    path: '/api/admin/settings/email',
    access: 'admin',
    body: emailSettingsForm,
    response: emailSettings,
    summary:
      'Save the SMTP server (a blank password keeps the stored one, clearPassword removes it) and the notifications switch',
  },
  'admin.emailSettings.test': {
    method: 'POST',
    path: '/api/admin/settings/email/test',
    access: 'admin',
    response: testEmailResult,
    summary:
      "Send a test email to the signed-in admin's address now, through the server that sends (rate limited); the SMTP answer",
  },
  'email.preferences.get': {
    method: 'GET',
    path: '/api/email/preferences',
    access: 'user',
    response: emailPreferences,
    summary: 'Which kinds of email the signed-in person receives (all on by default)',
  },
  'email.preferences.update': {
    method: 'PUT',
    path: '/api/email/preferences',
    access: 'user',
    body: emailPreferencesInput,
    response: emailPreferences,
    summary: 'Turn kinds of email on or off',
  },
  'email.unsubscribe.page': {
    method: 'GET',
    path: '/api/email/unsubscribe',
    access: 'public',
    navigation: true,
    query: unsubscribeQuery,
    summary: 'A page whose button unsubscribes (a link followed by a mail scanner changes nothing); 400 for a bad token',
  },
  'email.unsubscribe': {
    method: 'POST',
    path: '/api/email/unsubscribe',
    access: 'public',
    navigation: true,
    query: unsubscribeQuery,
    summary:
      'One-click unsubscribe (RFC 8058) from the kind of email the signed token names, without signing in; 400 for a bad token',
  },
});
