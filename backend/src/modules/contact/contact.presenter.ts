import type { ContactMessage as ContactMessageView } from '@oeuvre/contract';
import type { ContactMessage } from './contact-message.entity.ts';

/** An inbox entry; the sender's hashed client address stays on the server. */
export function presentContactMessage(message: ContactMessage): ContactMessageView {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    isRead: message.isRead,
    createdAt: message.createdAt.toISOString(),
  };
}
