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
export type SmtpTransport = (
  | { source: 'environment'; url: string; from: Sender; replyTo?: undefined }
  | {
      source: 'settings';
      host: string;
      port: number;
      user: string | null;
      password: string | null;
      from: Sender;
      replyTo: string | null;
    }
) & {
  /** SMTP_ALLOW_PLAINTEXT_AUTH: credentials may be sent without TLS (a local relay). */
  allowPlaintextAuth: boolean;
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
  const { allowPlaintextAuth } = email;
  if (email.smtpUrl) return { source: 'environment', url: email.smtpUrl, from: email.from, allowPlaintextAuth };
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
    allowPlaintextAuth,
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

/**
 * Saves the Email tab. A blank password keeps the stored one while the server and user stay the same; `clearPassword`
 * removes it, and so does a change of host, port or user: the password was given for that account on that server,
 * and must never follow a changed host to whoever runs it.
 */
export async function saveEmailSettings(
  em: Em,
  input: EmailSettingsForm,
  admin: User,
  config: Pick<Config, 'sessionSecret'>,
): Promise<SiteSettings> {
  const settings = await getSiteSettings(em);
  const account = { smtpHost: input.smtpHost ?? null, smtpPort: input.smtpPort, smtpUser: input.smtpUser ?? null };
  const moved =
    (settings.smtpHost ?? null) !== account.smtpHost ||
    settings.smtpPort !== account.smtpPort ||
    (settings.smtpUser ?? null) !== account.smtpUser;
  settings.emailNotifications = input.enabled;
  Object.assign(settings, account);
  if (input.clearPassword || (moved && !input.smtpPassword)) settings.smtpPasswordEncrypted = null;
  else if (input.smtpPassword) settings.smtpPasswordEncrypted = encryptSecret(passwordKey(config.sessionSecret), input.smtpPassword);
  settings.emailFrom = input.emailFrom ?? null;
  settings.emailReplyTo = input.emailReplyTo ?? null;
  await em.flush();
  await recordActivity(em, { type: 'settings', message: `Email settings updated by ${admin.email}`, actor: admin });
  return settings;
}
