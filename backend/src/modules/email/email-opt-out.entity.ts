import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_PREFERENCES, type EmailPreference } from '@oeuvre/contract';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

export { EMAIL_PREFERENCES, type EmailPreference };

/**
 * A kind of email one person turned off (on /profile or with an unsubscribe link). Every kind is on until a row
 * says otherwise, so new people and new kinds start on.
 */
export const EmailOptOutSchema = defineEntity({
  name: 'EmailOptOut',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    preference: p.enum(EMAIL_PREFERENCES),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'email_opt_out_user_preference_unique', properties: ['user', 'preference'] }],
});

export class EmailOptOut extends EmailOptOutSchema.class {}

EmailOptOutSchema.setClass(EmailOptOut);
