// The public contact form and the messages admins read in the inbox.
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { emailField, formObject, requiredText, singleLineText, timestamp } from './fields.ts';

export const contactMessageInput = formObject({
  // Name, email and subject may end up in mail headers: one line each (emailField is one line by itself).
  name: singleLineText(M.contactName, M.singleLine('Name')),
  email: emailField(M.email),
  subject: singleLineText(M.contactSubject, M.singleLine('Subject')),
  message: requiredText(M.contactMessage, TEXT_LIMITS.contactMessage),
});
export const contactMessage = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  isRead: v.boolean(),
  createdAt: timestamp,
});

export type ContactMessageInput = v.InferOutput<typeof contactMessageInput>;
export type ContactMessage = v.InferOutput<typeof contactMessage>;
