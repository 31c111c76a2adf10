// What an admin can do to an account, each with its confirmation and the toasts that say how it went.
import type { Intent } from '@blueprintjs/core';
import type { ApiClient } from '@oeuvre/api-client';
import { AdminMessages, type AdminUser } from '@oeuvre/contract';

export type UserActionId = 'makeAdmin' | 'removeAdmin' | 'freeze' | 'unfreeze' | 'remove';

export interface UserAction {
  label: string;
  confirmTitle(name: string): string;
  explanation(name: string): string;
  confirmText: string;
  intent: Intent;
  success: string;
  failure: string;
  /** The changed user, or undefined when the account is gone. */
  call(client: ApiClient, id: number): Promise<AdminUser | undefined>;
}

export const USER_ACTIONS: Record<UserActionId, UserAction> = {
  makeAdmin: {
    label: 'Make admin',
    confirmTitle: (name) => `Make ${name} an admin?`,
    explanation: (name) => `${name} will be able to moderate artists, manage users and change site settings.`,
    confirmText: 'Make admin',
    intent: 'primary',
    success: 'Admin Rights Granted',
    failure: AdminMessages.grantAdminFailed,
    call: (client, id) => client.admin.users.makeAdmin({ params: { id } }),
  },
  removeAdmin: {
    label: 'Remove admin',
    confirmTitle: (name) => `Remove admin rights from ${name}?`,
    explanation: (name) => `${name} will no longer be able to use the admin area.`,
    confirmText: 'Remove admin',
    intent: 'warning',
    success: 'Admin Rights Removed',
    failure: AdminMessages.removeAdminFailed,
    call: (client, id) => client.admin.users.removeAdmin({ params: { id } }),
  },
  freeze: {
    label: 'Freeze',
    confirmTitle: (name) => `Freeze the account of ${name}?`,
    explanation: (name) =>
      `${name} will be signed out everywhere and cannot sign in or change their profile until the account is unfrozen.`,
    confirmText: 'Freeze',
    intent: 'warning',
    success: AdminMessages.accountFrozen,
    failure: AdminMessages.freezeFailed,
    call: (client, id) => client.admin.users.freeze({ params: { id } }),
  },
  unfreeze: {
    label: 'Unfreeze',
    confirmTitle: (name) => `Unfreeze the account of ${name}?`,
    explanation: (name) => `${name} will be able to sign in and change their profile again.`,
    confirmText: 'Unfreeze',
    intent: 'primary',
    success: AdminMessages.accountUnfrozen,
    failure: AdminMessages.unfreezeFailed,
    call: (client, id) => client.admin.users.unfreeze({ params: { id } }),
  },
  remove: {
    label: 'Delete',
    confirmTitle: (name) => `Delete the account of ${name}?`,
    explanation: (name) =>
      `The account of ${name} will be deleted permanently, with their artist profile, gallery items and everything related. This cannot be undone.`,
    confirmText: 'Delete',
    intent: 'danger',
    success: AdminMessages.accountDeleted,
    failure: AdminMessages.deleteUserFailed,
    call: async (client, id) => {
      await client.admin.users.remove({ params: { id } });
      return undefined;
    },
  },
};

export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
