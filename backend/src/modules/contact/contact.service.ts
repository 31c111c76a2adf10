import { createHmac } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { ContactMessageInput } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { emailContactMessage } from '../email/notify.ts';
import { ContactMessage } from './contact-message.entity.ts';

/** At most this many messages per sender address, and per client address, in one window. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

// Any fixed number: it names the one advisory lock that makes the count-then-insert atomic.
const CONTACT_LOCK = 727_001;

export type Sender = { ip: string; secret: string; now?: Date };

/** The client address as a keyed hash: enough to count messages, useless to anyone who reads the table. */
export function hashAddress(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`contact:${ip}`).digest('hex');
}

export type SendResult = { message: ContactMessage } | { retryAfterSeconds: number };

/**
 * Stores a message unless its email address or its client address already sent the limit within the window.
 * The check and the insert run under one lock, so parallel requests cannot slip past the limit.
 */
export async function sendContactMessage(em: Em, input: ContactMessageInput, sender: Sender): Promise<SendResult> {
  const now = sender.now ?? new Date();
  const since = new Date(now.getTime() - CONTACT_WINDOW_MS);
  const ipHash = hashAddress(sender.ip, sender.secret);
  const result = await em.transactional(async (tx): Promise<SendResult> => {
    await tx.execute('select pg_advisory_xact_lock(?)', [CONTACT_LOCK]);
    const recent = await tx.find(
      ContactMessage,
      { createdAt: { $gt: since }, $or: [{ ipHash }, { [raw('lower(email)')]: input.email.toLowerCase() }] },
      { fields: ['createdAt', 'ipHash', 'email'], orderBy: { createdAt: 'asc' } },
    );
    const fromIp = recent.filter((m) => m.ipHash === ipHash);
    const fromEmail = recent.filter((m) => m.email.toLowerCase() === input.email.toLowerCase());
    const full = [fromIp, fromEmail].filter((list) => list.length >= CONTACT_LIMIT);
    if (full.length > 0) {
      // Free again when the oldest message that counts leaves the window.
      const freeAt = Math.max(...full.map((list) => list[list.length - CONTACT_LIMIT]!.createdAt.getTime() + CONTACT_WINDOW_MS));
      return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    const message = tx.create(ContactMessage, { ...input, ipHash, isRead: false, createdAt: now });
    await emailContactMessage(tx, input);
    await tx.flush();
    return { message };
  });
  if ('message' in result) {
    await recordActivity(em, { type: 'message', message: `New message from ${input.name}: ${input.subject}`, subjectType: 'message', subjectId: result.message.id });
  }
  return result;
}

export function listMessages(em: Em): Promise<ContactMessage[]> {
  return em.find(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export async function markMessageRead(em: Em, id: number): Promise<ContactMessage> {
  const message = await em.findOne(ContactMessage, { id });
  if (!message) throw notFound('Message not found');
  message.isRead = true;
  await em.flush();
  return message;
}

export async function deleteMessage(em: Em, id: number): Promise<void> {
  const deleted = await em.nativeDelete(ContactMessage, { id });
  if (deleted === 0) throw notFound('Message not found');
}

export function countUnreadMessages(em: Em): Promise<number> {
  return em.count(ContactMessage, { isRead: false });
}
