import type { AppDeps } from '../../app.ts';
import type { Handlers } from '../../http/route.ts';

export function desktopHandlers(_deps: AppDeps): Handlers {
  return {};
}
