// The public contact form and the messages admins read in the inbox.
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { emailField, formObject, requiredText, timestamp } from './fields.ts';

export const contactMessageInput = formObject({
  name: requiredText(M.contactName),
  email: emailField(M.email),
  subject: requiredText(M.contactSubject),
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
