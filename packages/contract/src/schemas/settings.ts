// Site settings (admin General tab), the public subset, and the Email tab (the SMTP server saved on the server).
import * as v from 'valibot';
import { DEFAULT_SITE_SETTINGS, DEFAULT_SMTP_PORT } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, isSingleLine, optionalChecked, optionalEmail, requiredText } from './fields.ts';

/** An integer typed into a form may arrive as a string. */
export function formInt(min: number, max: number, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((x) => (typeof x === 'string' ? (x.trim() === '' ? Number.NaN : Number(x)) : x)),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const isEmail = (s: string) => v.is(v.pipe(v.string(), v.email()), s);

/** Comma-separated admin emails, normalised to "a@x.org, b@y.org"; blank is allowed. */
export const adminEmailsField = v.pipe(
  v.string(M.adminEmails),
  v.transform((s) =>
    s
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== ''),
  ),
  v.check((list) => list.every(isEmail), M.adminEmails),
  v.transform((list) => list.join(', ')),
);

/** Split the stored admin-emails setting into lower-case addresses. */
export function parseAdminEmails(value: string): string[] {
  return value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '');
}

export const siteSettingsInput = formObject({
  siteName: requiredText(M.siteName, 100),
  siteDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, M.tooLong(500))), ''),
  allowRegistration: v.optional(v.boolean(), DEFAULT_SITE_SETTINGS.allowRegistration),
  requireApproval: v.optional(v.boolean(), DEFAULT_SITE_SETTINGS.requireApproval),
  maxGallerySize: v.optional(formInt(1, 100, M.maxGallerySize), DEFAULT_SITE_SETTINGS.maxGallerySize),
  emailNotifications: v.optional(v.boolean(), DEFAULT_SITE_SETTINGS.emailNotifications),
  adminEmails: v.optional(adminEmailsField, ''),
});
export const siteSettings = v.object({
  siteName: v.string(),
  siteDescription: v.string(),
  allowRegistration: v.boolean(),
  requireApproval: v.boolean(),
  maxGallerySize: v.number(),
  emailNotifications: v.boolean(),
  adminEmails: v.string(),
});
export const publicSettings = v.object({
  siteName: v.string(),
  siteDescription: v.string(),
  allowRegistration: v.boolean(),
});

export type SiteSettingsInput = v.InferOutput<typeof siteSettingsInput>;
export type SiteSettingsForm = v.InferInput<typeof siteSettingsInput>;
export type SiteSettings = v.InferOutput<typeof siteSettings>;
export type PublicSettings = v.InferOutput<typeof publicSettings>;

/** A host name or an IP address (IPv6 in brackets or bare), one line, no scheme or path. */
export const isSmtpHost = (s: string): boolean =>
  s.length <= 253 && (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(s) || /^\[?[0-9a-f:.]+\]?$/i.test(s));

/**
 * The Email tab. The password is write-only: blank keeps the stored one, `clearPassword` removes it.
 * `enabled` is the 'Email notifications' site setting, the master switch for notification emails.
 */
export const emailSettingsForm = formObject({
  enabled: v.optional(v.boolean(), DEFAULT_SITE_SETTINGS.emailNotifications),
  smtpHost: optionalChecked(isSmtpHost, M.smtpHost, 253),
  smtpPort: v.optional(formInt(1, 65_535, M.smtpPort), DEFAULT_SMTP_PORT),
  smtpUser: optionalChecked(isSingleLine, M.smtpUser, 254),
  // Taken as typed (not trimmed): spaces may belong to a password. Blank is none.
  smtpPassword: v.optional(
    v.pipe(
      v.nullable(v.string(M.smtpPassword)),
      v.check((s) => s === null || (s.length <= 500 && isSingleLine(s)), M.smtpPassword),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
  clearPassword: v.optional(v.boolean(), false),
  emailFrom: optionalEmail(M.emailFrom),
  emailReplyTo: optionalEmail(M.emailReplyTo),
});
export type EmailSettingsForm = v.InferOutput<typeof emailSettingsForm>;
export type EmailSettingsInput = v.InferInput<typeof emailSettingsForm>;

/** The Email tab as the server sends it: never the password, only whether one is stored. */
export const emailSettings = v.object({
  enabled: v.boolean(),
  smtpHost: v.nullable(v.string()),
  smtpPort: v.number(),
  smtpUser: v.nullable(v.string()),
  passwordSet: v.boolean(),
  emailFrom: v.nullable(v.string()),
  emailReplyTo: v.nullable(v.string()),
  /** Which server sends: SMTP_URL from the environment (wins), the saved one, or none (email waits). */
  source: v.picklist(['environment', 'settings', 'none']),
  /** The sender used when no From email is saved (EMAIL_FROM or its default). */
  defaultFrom: v.string(),
});
export type EmailSettingsView = v.InferOutput<typeof emailSettings>;

/** What the SMTP server answered to the test email. */
export const testEmailResult = v.object({
  ok: v.boolean(),
  /** The signed-in admin's own address, where the test was sent. */
  to: v.string(),
  /** The server's response line (250 ...) or its refusal, or what went wrong on the way. */
  response: v.string(),
  /** The error's code (EAUTH, ECONNECTION, ...) when it failed. */
  code: v.nullable(v.string()),
});
export type TestEmailResult = v.InferOutput<typeof testEmailResult>;
