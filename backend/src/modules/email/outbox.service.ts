import type { Em } from '../../db/orm.ts';
import type { EmailContent } from './templates.ts';
import { OutboxMessage, type EmailKind } from './outbox-message.entity.ts';

export type EmailRecipient = { address: string; name?: string };

/**
 * Puts an email in the outbox within the caller's unit of work: it is written by the caller's next flush (or
 * transaction), so the change and its email are stored together or not at all. Nothing is sent here.
 */
export function enqueueEmail(
  em: Em,
  message: {
    to: EmailRecipient;
    kind: EmailKind;
    topic?: string;
    content: EmailContent;
    /** The recipient's one-click unsubscribe address for this kind (sent as List-Unsubscribe). */
    unsubscribeUrl?: string;
  },
): OutboxMessage {
  return em.create(OutboxMessage, {
    recipient: message.to.address.trim().toLowerCase(),
    recipientName: message.to.name?.trim() ?? '',
    kind: message.kind,
    topic: message.topic ?? null,
    subject: message.content.subject,
    text: message.content.text,
    html: message.content.html,
    unsubscribeUrl: message.unsubscribeUrl ?? null,
  });
}

/**
 * Puts an email in the outbox unless one with the same `onceKey` is there: written at once within the caller's
 * transaction (`on conflict do nothing`), so two transactions at the same moment write one between them, the later
 * waiting for the earlier to commit. Answers whether this one was written.
 */
export async function enqueueEmailOnce(
  em: Em,
  message: Parameters<typeof enqueueEmail>[1] & { onceKey: string },
): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    `insert into outbox_message (recipient, recipient_name, kind, topic, once_key, subject, text, html, unsubscribe_url)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (once_key) do nothing returning id`,
    [
      message.to.address.trim().toLowerCase(),
      message.to.name?.trim() ?? '',
      message.kind,
      message.topic ?? null,
      message.onceKey,
      message.content.subject,
      message.content.text,
      message.content.html,
      message.unsubscribeUrl ?? null,
    ],
  );
  return rows.length > 0;
}

/** Whether a message of this kind and topic was put in the outbox within the last `withinMs`. */
export async function recentlyQueued(
  em: Em,
  kind: EmailKind,
  topic: string,
  withinMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - withinMs);
  return (await em.count(OutboxMessage, { kind, topic, createdAt: { $gte: since } })) > 0;
}

/** The most recent messages first, for the admin outbox. */
export async function listOutbox(
  em: Em,
  options: { limit: number; offset: number },
): Promise<{ items: OutboxMessage[]; total: number }> {
  const [items, total] = await em.findAndCount(
    OutboxMessage,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.limit, offset: options.offset },
  );
  return { items, total };
}
