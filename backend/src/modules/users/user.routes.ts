import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentCurrentUser } from './user.presenter.ts';

export function sessionHandlers(_deps: AppDeps) {
  return {
    'session.currentUser': ({ user }) => presentCurrentUser(user),
  } satisfies FeatureHandlers;
}
