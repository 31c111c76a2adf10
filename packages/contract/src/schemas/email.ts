// The email outbox as the admin sees it: what was (or will be) sent, to whom, and how delivery went.
import * as v from 'valibot';
import { timestamp } from './fields.ts';

export const EMAIL_KINDS = [
  'profile_approved',
  'profile_not_approved',
  'connection_request',
  'request_accepted',
  'contact_message',
  'csv_import_finished',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How many of the newest messages the outbox lists. */
export const OUTBOX_LIST_LIMIT = 200;

export const outboxMessage = v.object({
  id: v.number(),
  recipient: v.string(),
  subject: v.string(),
  kind: v.picklist(EMAIL_KINDS),
  status: v.picklist(OUTBOX_STATUSES),
  attempts: v.number(),
  /** The SMTP server's answer to the last failed attempt. */
  lastError: v.nullable(v.string()),
  createdAt: timestamp,
  sentAt: v.nullable(timestamp),
  /** When the next attempt is due (queued), or when the current one's lease ends (sending). */
  nextAttemptAt: v.nullable(timestamp),
  /** The plain-text part as rendered. */
  text: v.string(),
});
export type OutboxMessageView = v.InferOutput<typeof outboxMessage>;

export const outboxList = v.object({
  /** The newest messages first, at most OUTBOX_LIST_LIMIT. */
  items: v.array(outboxMessage),
  /** Every message in the outbox. */
  total: v.number(),
  /** Whether an SMTP server is configured (without one, messages wait, queued). */
  smtpConfigured: v.boolean(),
});
export type OutboxList = v.InferOutput<typeof outboxList>;

/**
 * What a person may turn off on /profile, one switch each (all on by default). An email kind belongs to one
 * preference; admins also have the contact messages and CSV import preferences.
 */
export const EMAIL_PREFERENCES = [
  'profile_review',
  'connection_request',
  'request_accepted',
  'contact_message',
  'csv_import_finished',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];
export const ADMIN_EMAIL_PREFERENCES: readonly EmailPreference[] = ['contact_message', 'csv_import_finished'];

export const PREFERENCE_OF_KIND: Record<EmailKind, EmailPreference> = {
  profile_approved: 'profile_review',
  profile_not_approved: 'profile_review',
  connection_request: 'connection_request',
  request_accepted: 'request_accepted',
  contact_message: 'contact_message',
  csv_import_finished: 'csv_import_finished',
};

export const EMAIL_PREFERENCE_LABELS: Record<EmailPreference, { label: string; helper: string }> = {
  profile_review: { label: 'Profile review', helper: 'When your artist profile is approved or not approved.' },
  connection_request: { label: 'Support requests', helper: 'When an artist supports you and asks to connect.' },
  request_accepted: { label: 'Request accepted', helper: 'When an artist accepts your request to connect.' },
  contact_message: { label: 'Contact messages', helper: 'Messages sent through the contact form (admins).' },
  csv_import_finished: { label: 'CSV import finished', helper: 'When a CSV import you started ends (admins).' },
};

/** The preferences this person can have (the admin ones for admins only), each on or off. */
export const emailPreferences = v.object({
  items: v.array(v.object({ preference: v.picklist(EMAIL_PREFERENCES), enabled: v.boolean() })),
});
export type EmailPreferencesView = v.InferOutput<typeof emailPreferences>;

/** Turns preferences on or off; those not named keep their state. */
export const emailPreferencesInput = v.object(
  {
    preferences: v.record(v.picklist(EMAIL_PREFERENCES, 'Unknown email preference'), v.boolean('Must be true or false')),
  },
  'Invalid request body',
);
export type EmailPreferencesInput = v.InferOutput<typeof emailPreferencesInput>;
