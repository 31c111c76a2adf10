// 'Send test email' on the Email tab: one message straight to the admin's own address through the server that
// sends, bounded in time and in number per admin; the SMTP server's answer comes back, never the password.
import type { TestEmailResult } from '@oeuvre/contract';
import { SettingsMessages } from '@oeuvre/contract';
import type { Config } from '../../config.ts';
import type { Em } from '../../db/orm.ts';
import { HttpError } from '../../http/errors.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { User } from '../users/user.entity.ts';
import { mailerFor, describeFailure } from './delivery.ts';
import { transportOf, type SmtpTransport } from './email-settings.service.ts';
import { escapeHtml } from './templates.ts';

/** Test emails one admin may send per window. */
export const TEST_EMAIL_LIMIT = { count: 5, windowMs: 10 * 60_000 };
/** The longest a test may take before it is reported as a timeout. */
export const TEST_EMAIL_TIMEOUT_MS = 30_000;

export function testEmailLimiter(limit = TEST_EMAIL_LIMIT) {
  const sent = new Map<number, number[]>();
  return (userId: number): boolean => {
    const now = Date.now();
    const recent = (sent.get(userId) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.count) {
      sent.set(userId, recent);
      return false;
    }
    recent.push(now);
    sent.set(userId, recent);
    // Forget admins whose window is over, so the map stays small.
    for (const [id, times] of sent) if (times.every((t) => now - t >= limit.windowMs)) sent.delete(id);
    return true;
  };
}

/** The text with every form of the password (as typed and URL-encoded) taken out. */
function withoutSecret(text: string, transport: SmtpTransport): string {
  const secrets: string[] = [];
  if (transport.source === 'settings' && transport.password) secrets.push(transport.password);
  if (transport.source === 'environment') {
    const password = new URL(transport.url).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  let out = text;
  for (const secret of secrets.filter((s) => s.length > 0))
    for (const form of [secret, encodeURIComponent(secret)]) out = out.split(form).join('********');
  return out;
}

export async function sendTestEmail(
  em: Em,
  config: Pick<Config, 'email' | 'sessionSecret' | 'publicUrl'>,
  admin: User,
  allow: (userId: number) => boolean,
): Promise<TestEmailResult> {
  const settings = await getSiteSettings(em);
  const transport = transportOf(settings, config);
  if (!transport) return { ok: false, to: admin.email, response: SettingsMessages.noSmtpConfigured, code: null };
  if (!allow(admin.id)) throw new HttpError(429, SettingsMessages.testEmailTooMany);
  const mailer = mailerFor(transport, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  let timer: NodeJS.Timeout | undefined;
  try {
    const text = `This is a test email from ${settings.siteName} (${config.publicUrl}). Email is working.`;
    const response = await Promise.race([
      mailer.send({
        to: { address: admin.email, name: `${admin.firstName} ${admin.lastName}`.trim() },
        subject: `Test email from ${settings.siteName}`.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' '),
        text: `${text}\n`,
        html: `<!doctype html><html><body><p>${escapeHtml(text)}</p></body></html>`,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`No answer within ${TEST_EMAIL_TIMEOUT_MS / 1000} seconds`), { code: 'ETIMEDOUT' })),
          TEST_EMAIL_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, to: admin.email, response: withoutSecret(response, transport), code: null };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      to: admin.email,
      response: withoutSecret(describeFailure(error), transport),
      code: typeof code === 'string' ? code : null,
    };
  } finally {
    clearTimeout(timer);
    mailer.close();
  }
}
