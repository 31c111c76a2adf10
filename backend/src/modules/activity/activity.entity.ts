import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

export const ACTIVITY_TYPES = [
  'submission',
  'approval',
  'rejection',
  'import',
  'user',
  'artist',
  'settings',
  'message',
  'venue',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** An entry of the admin dashboard's Recent Activity list. */
export const ActivitySchema = defineEntity({
  name: 'Activity',
  properties: {
    id: id(),
    type: p.enum(ACTIVITY_TYPES),
    message: p.text(),
    // The log outlives the accounts it mentions.
    actor: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    subjectType: p.text().nullable(),
    subjectId: p.integer().nullable(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'activity_created_at_index', columns: [{ name: 'created_at', sort: 'desc' }] }],
});

export class Activity extends ActivitySchema.class {}

ActivitySchema.setClass(Activity);
