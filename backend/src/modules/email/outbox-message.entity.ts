import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_KINDS, OUTBOX_STATUSES, type EmailKind, type OutboxStatus } from '@oeuvre/contract';
import { createdAt, id } from '../../db/properties.ts';

export { EMAIL_KINDS, OUTBOX_STATUSES, type EmailKind, type OutboxStatus };

/**
 * One email, written in the same transaction as the change that caused it and delivered later by the worker.
 * While `sending`, `nextAttemptAt` is the end of the worker's lease: past it another worker takes the message over.
 */
export const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  properties: {
    id: id(),
    recipient: p.text(),
    // Shown as the display name of the recipient (encoded per RFC 2047 by the mailer when needed).
    recipientName: p.text().default(''),
    kind: p.enum(EMAIL_KINDS),
    // What the message is about, for limits such as one request email per sender and receiver a day.
    topic: p.text().nullable(),
    // A message that must be written at most once carries a key the database keeps unique (one support request
    // email per pair and day): a second with the same key is not written, however close together they come.
    onceKey: p.text().nullable(),
    subject: p.text(),
    // The one-click unsubscribe address for this recipient and kind (List-Unsubscribe); none without an account.
    unsubscribeUrl: p.text().nullable(),
    text: p.text(),
    html: p.text(),
    status: p.enum(OUTBOX_STATUSES).default('queued'),
    attempts: p.integer().default(0),
    nextAttemptAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    // The SMTP server's answer to the last failed attempt.
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  indexes: [
    { name: 'outbox_message_due_index', properties: ['status', 'nextAttemptAt'] },
    { name: 'outbox_message_topic_index', properties: ['kind', 'topic', 'createdAt'] },
    { name: 'outbox_message_created_at_index', properties: ['createdAt'] },
  ],
  uniques: [{ name: 'outbox_message_once_key_unique', properties: ['onceKey'] }],
});

export class OutboxMessage extends OutboxMessageSchema.class {}

OutboxMessageSchema.setClass(OutboxMessage);
