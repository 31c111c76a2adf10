// Which SMTP server sends, read at send time: SMTP_URL from the environment wins; else the server saved on the
// Email tab; else none (messages wait in the outbox). The saved password is encrypted at rest and never sent back.
import type { EmailSettingsForm, EmailSettingsView } from '@oeuvre/contract';
import type { Config, EmailConfig } from '../../config.ts';
import type { Em } from '../../db/orm.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { SiteSettings } from '../settings/site-settings.entity.ts';
import type { User } from '../users/user.entity.ts';
import { decryptSecret, deriveKey, encryptSecret } from './secret-box.ts';

export type Sender = { name: string; address: string };

/** Everything a mailer needs; `password` only ever lives in memory. */
export type SmtpTransport =
  | { source: 'environment'; url: string; from: Sender; replyTo?: undefined }
  | {
      source: 'settings';
      host: string;
      port: number;
      user: string | null;
      password: string | null;
      from: Sender;
      replyTo: string | null;
    };

const passwordKeys = new Map<string, Buffer>();
function passwordKey(secret: string): Buffer {
  let key = passwordKeys.get(secret);
  if (!key) passwordKeys.set(secret, (key = deriveKey(secret, 'smtp-password')));
  return key;
}

/** The SMTP server to send through now, or undefined when none is configured. */
export function transportOf(settings: SiteSettings, config: Pick<Config, 'email' | 'sessionSecret'>): SmtpTransport | undefined {
  const email: EmailConfig = config.email;
  if (email.smtpUrl) return { source: 'environment', url: email.smtpUrl, from: email.from };
  if (!settings.smtpHost) return undefined;
  return {
    source: 'settings',
    host: settings.smtpHost,
    port: settings.smtpPort,
    user: settings.smtpUser ?? null,
    // A password sealed under another session secret cannot be read: the server then signs in without one.
    password: settings.smtpPasswordEncrypted
      ? (decryptSecret(passwordKey(config.sessionSecret), settings.smtpPasswordEncrypted) ?? null)
      : null,
    from: settings.emailFrom ? { name: email.from.name, address: settings.emailFrom } : email.from,
    replyTo: settings.emailReplyTo ?? null,
  };
}

export async function currentTransport(em: Em, config: Pick<Config, 'email' | 'sessionSecret'>): Promise<SmtpTransport | undefined> {
  return transportOf(await getSiteSettings(em), config);
}

const formatSender = (from: Sender) => (from.name ? `${from.name} <${from.address}>` : from.address);

export function presentEmailSettings(settings: SiteSettings, config: Pick<Config, 'email' | 'sessionSecret'>): EmailSettingsView {
  return {
    enabled: settings.emailNotifications,
    smtpHost: settings.smtpHost ?? null,
    smtpPort: settings.smtpPort,
    smtpUser: settings.smtpUser ?? null,
    passwordSet: Boolean(settings.smtpPasswordEncrypted),
    emailFrom: settings.emailFrom ?? null,
    emailReplyTo: settings.emailReplyTo ?? null,
    source: transportOf(settings, config)?.source ?? 'none',
    defaultFrom: formatSender(config.email.from),
  };
}

/** Saves the Email tab. A blank password keeps the stored one; `clearPassword` removes it. */
export async function saveEmailSettings(
  em: Em,
  input: EmailSettingsForm,
  admin: User,
  config: Pick<Config, 'sessionSecret'>,
): Promise<SiteSettings> {
  const settings = await getSiteSettings(em);
  settings.emailNotifications = input.enabled;
  settings.smtpHost = input.smtpHost ?? null;
  settings.smtpPort = input.smtpPort;
  settings.smtpUser = input.smtpUser ?? null;
  if (input.clearPassword) settings.smtpPasswordEncrypted = null;
  else if (input.smtpPassword) settings.smtpPasswordEncrypted = encryptSecret(passwordKey(config.sessionSecret), input.smtpPassword);
  settings.emailFrom = input.emailFrom ?? null;
  settings.emailReplyTo = input.emailReplyTo ?? null;
  await em.flush();
  await recordActivity(em, { type: 'settings', message: `Email settings updated by ${admin.email}`, actor: admin });
  return settings;
}
