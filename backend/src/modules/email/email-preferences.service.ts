// Which kinds of email a person receives (all on until turned off), and the signed one-click unsubscribe links.
import {
  ADMIN_EMAIL_PREFERENCES,
  EMAIL_PREFERENCES,
  type EmailPreference,
  type EmailPreferencesView,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import type { User } from '../users/user.entity.ts';
import { EmailOptOut } from './email-opt-out.entity.ts';
import { deriveKey, sameSignature, sign } from './secret-box.ts';

/** The preferences a person can have: the admin ones (contact messages, CSV imports) for admins only. */
export function preferencesFor(user: Pick<User, 'isAdmin'>): EmailPreference[] {
  return EMAIL_PREFERENCES.filter((p) => user.isAdmin || !ADMIN_EMAIL_PREFERENCES.includes(p));
}

export async function isOptedOut(em: Em, userId: number, preference: EmailPreference): Promise<boolean> {
  return (await em.count(EmailOptOut, { user: userId, preference })) > 0;
}

export async function readPreferences(em: Em, user: User): Promise<EmailPreferencesView> {
  const off = new Set((await em.find(EmailOptOut, { user: user.id })).map((o) => o.preference));
  return { items: preferencesFor(user).map((preference) => ({ preference, enabled: !off.has(preference) })) };
}

/**
 * Turns one preference off (kept if it already was). One statement that returns nothing: two requests turning the
 * same kind off (or one off while another turns it on) each succeed, whichever commits last decides.
 */
export async function optOut(em: Em, userId: number, preference: EmailPreference): Promise<void> {
  await em.execute(
    'insert into email_opt_out (user_id, preference) values (?, ?) on conflict (user_id, preference) do nothing',
    [userId, preference],
  );
}

/** Sets the named preferences; the others keep their state. Preferences the person cannot have are refused. */
export async function savePreferences(
  em: Em,
  user: User,
  changes: Partial<Record<EmailPreference, boolean>>,
): Promise<EmailPreferencesView | { refused: EmailPreference }> {
  const allowed = preferencesFor(user);
  for (const preference of Object.keys(changes) as EmailPreference[])
    if (!allowed.includes(preference)) return { refused: preference };
  // All the changes of one request are saved together, or none; always in the same order of kinds, so two
  // requests changing several kinds at once never wait on each other's rows (no deadlock).
  const ordered = (Object.entries(changes) as [EmailPreference, boolean][]).sort(([a], [b]) => a.localeCompare(b));
  await em.transactional(async (tx) => {
    for (const [preference, enabled] of ordered) {
      if (enabled) await tx.nativeDelete(EmailOptOut, { user: user.id, preference });
      else await optOut(tx, user.id, preference);
    }
  });
  return readPreferences(em, user);
}

// ---- Unsubscribe links: `<user id>.<preference>.<HMAC of both>`, no expiry (turning email off is harmless).

const unsubscribeKeys = new Map<string, Buffer>();
function unsubscribeKey(secret: string): Buffer {
  let key = unsubscribeKeys.get(secret);
  if (!key) unsubscribeKeys.set(secret, (key = deriveKey(secret, 'unsubscribe')));
  return key;
}

export function unsubscribeToken(secret: string, userId: number, preference: EmailPreference): string {
  return `${userId}.${preference}.${sign(unsubscribeKey(secret), 'unsubscribe', String(userId), preference)}`;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: number, preference: EmailPreference): string {
  return `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, preference))}`;
}

/**
 * A link for an address with no account (listed in the site settings' admin emails, which get contact messages):
 * `a.<address, base64url>.<HMAC>`. It names the address alone: following it takes the address off that list.
 */
export function addressUnsubscribeUrl(publicUrl: string, secret: string, address: string): string {
  const encoded = Buffer.from(address, 'utf8').toString('base64url');
  const token = `a.${encoded}.${sign(unsubscribeKey(secret), 'unsubscribe-address', address)}`;
  return `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}

export type UnsubscribeTarget = { userId: number; preference: EmailPreference } | { address: string };

/** The person and the kind, or the listed address, a token names; undefined when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string | undefined): UnsubscribeTarget | undefined {
  const listed = /^a\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (listed) {
    const address = Buffer.from(listed[1]!, 'base64url').toString('utf8');
    const expected = sign(unsubscribeKey(secret), 'unsubscribe-address', address);
    return sameSignature(listed[2]!, expected) ? { address } : undefined;
  }
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return undefined;
  const [, id, preference, signature] = match as unknown as [string, string, string, string];
  if (!(EMAIL_PREFERENCES as readonly string[]).includes(preference)) return undefined;
  const expected = sign(unsubscribeKey(secret), 'unsubscribe', id, preference);
  if (!sameSignature(signature, expected)) return undefined;
  return { userId: Number(id), preference: preference as EmailPreference };
}
