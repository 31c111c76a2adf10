import type { User } from './user.entity.ts';

/** An admin who can still sign in: the site must always keep at least one. */
export const isActiveAdmin = (user: Pick<User, 'isAdmin' | 'isFrozen'>): boolean => user.isAdmin && !user.isFrozen;

/** Nobody freezes or deletes their own account: it would lock them out mid-action. */
export const canFreeze = (admin: Pick<User, 'id'>, target: Pick<User, 'id'>): boolean => admin.id !== target.id;
export const canDelete = (admin: Pick<User, 'id'>, target: Pick<User, 'id'>): boolean => admin.id !== target.id;
