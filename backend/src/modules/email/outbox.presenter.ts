import type { OutboxMessageView } from '@oeuvre/contract';
import type { OutboxMessage } from './outbox-message.entity.ts';

/** An outbox row for the admin: the plain-text part is the rendered message (the HTML part stays here). */
export function presentOutboxMessage(message: OutboxMessage): OutboxMessageView {
  return {
    id: message.id,
    recipient: message.recipient,
    subject: message.subject,
    kind: message.kind,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError ?? null,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt ? message.sentAt.toISOString() : null,
    nextAttemptAt:
      message.status === 'queued' || message.status === 'sending'
        ? message.nextAttemptAt.toISOString()
        : null,
    text: message.text,
  };
}
