// Signed-in users as the session and the admin user list see them.
import * as v from 'valibot';
import { nullableText, timestamp } from './fields.ts';

export const currentUser = v.object({
  id: v.number(),
  email: v.string(),
  firstName: nullableText,
  lastName: nullableText,
  profileImageUrl: nullableText,
  isAdmin: v.boolean(),
});
export const adminUser = v.object({
  ...currentUser.entries,
  isFrozen: v.boolean(),
  createdAt: timestamp,
  hasProfile: v.boolean(),
});

export type CurrentUser = v.InferOutput<typeof currentUser>;
export type AdminUser = v.InferOutput<typeof adminUser>;
