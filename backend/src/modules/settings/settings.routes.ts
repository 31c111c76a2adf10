import type { AppDeps } from '../../app.ts';
import type { Handlers } from '../../http/route.ts';

export function settingsHandlers(_deps: AppDeps): Handlers {
  return {};
}
