import type { User } from './user.entity.ts';

/** `GET /api/auth/user`: the signed-in user as the web app knows them. */
export function presentCurrentUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl ?? null,
    isAdmin: user.isAdmin,
  };
}

/** A row of the admin user list. */
export function presentAdminUser(user: User, hasProfile: boolean) {
  return {
    ...presentCurrentUser(user),
    isFrozen: user.isFrozen,
    createdAt: user.createdAt.toISOString(),
    hasProfile,
  };
}
