// The public contact form and the messages admins read in the inbox.
import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { emailField, formObject, requiredText, timestamp } from './fields.ts';

/** Name, email and subject may end up in mail headers: a line break there could forge one. */
const singleLine = (message: string) => v.check((s: string) => !/[\r\n]/.test(s), message);

export const contactMessageInput = formObject({
  name: v.pipe(requiredText(M.contactName), singleLine(M.singleLine('Name'))),
  email: v.pipe(emailField(M.email), singleLine(M.email)),
  subject: v.pipe(requiredText(M.contactSubject), singleLine(M.singleLine('Subject'))),
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
