import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { deleteUser, freezeUser, hasProfile, listUsers, makeAdmin, removeAdmin, unfreezeUser } from '../users/account.service.ts';
import type { User } from '../users/user.entity.ts';
import { listUsersPage } from '../users/user-list.service.ts';
import { presentAdminUser } from '../users/user.presenter.ts';
import { adminStats } from './stats.service.ts';

/** The dashboard numbers and user management; the inbox lives with contact, settings with settings. */
export function adminHandlers({ orm, config }: AppDeps) {
  const em = () => orm.em;
  const present = async (user: User) => presentAdminUser(user, await hasProfile(em(), user));
  return {
    'admin.stats': () => adminStats(em()),
    'admin.users.list': async () => (await listUsers(em())).map(({ user, hasProfile }) => presentAdminUser(user, hasProfile)),
    'admin.users.search': ({ query }) => listUsersPage(em(), query),
    'admin.users.makeAdmin': async ({ user, params }) => present(await makeAdmin(em(), user, params.id)),
    'admin.users.removeAdmin': async ({ user, params }) => present(await removeAdmin(em(), user, params.id)),
    'admin.users.freeze': async ({ user, params }) => present(await freezeUser(orm, em(), user, params.id)),
    'admin.users.unfreeze': async ({ user, params }) => present(await unfreezeUser(em(), user, params.id)),
    'admin.users.remove': async ({ user, params }) => deleteUser(orm, em(), config, user, params.id),
  } satisfies FeatureHandlers;
}
