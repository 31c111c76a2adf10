import type { AppDeps } from '../../types.ts';
import type { Handlers } from '../../http/route.ts';
import { presentCurrentUser } from './user.presenter.ts';

export function sessionHandlers(_deps: AppDeps): Handlers {
  return {
    'session.currentUser': ({ user }) => presentCurrentUser(user),
  };
}
