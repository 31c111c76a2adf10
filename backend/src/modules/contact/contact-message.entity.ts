import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';

export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  properties: {
    id: id(),
    name: p.text(),
    email: p.text().trim(),
    subject: p.text(),
    message: p.text(),
    isRead: p.boolean().default(false),
    createdAt: createdAt(),
    // A keyed hash of the sender's address, enough to rate-limit without storing the address.
    ipHash: p.text().nullable(),
  },
  indexes: [
    { name: 'contact_message_created_at_index', columns: [{ name: 'created_at', sort: 'desc' }] },
    { name: 'contact_message_ip_hash_index', properties: ['ipHash', 'createdAt'] },
  ],
});

export class ContactMessage extends ContactMessageSchema.class {}

ContactMessageSchema.setClass(ContactMessage);
