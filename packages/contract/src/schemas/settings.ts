// Site settings (admin General tab), the public subset, and the Email tab's form (not persisted).
import * as v from 'valibot';
import { DEFAULT_SITE_SETTINGS, DEFAULT_SMTP_PORT } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, optionalEmail, optionalText, requiredText } from './fields.ts';

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

export const emailSettingsForm = v.object({
  smtpHost: optionalText(),
  smtpPort: v.optional(formInt(1, 65_535, M.smtpPort), DEFAULT_SMTP_PORT),
  smtpUser: optionalText(),
  smtpPassword: optionalText(),
  emailFrom: optionalEmail(M.emailFrom),
  emailReplyTo: optionalEmail(M.emailReplyTo),
});
export type EmailSettingsForm = v.InferOutput<typeof emailSettingsForm>;
