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
