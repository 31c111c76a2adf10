import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentPublicSettings, presentSiteSettings } from './settings.presenter.ts';
import { getSiteSettings, saveSiteSettings } from './settings.service.ts';

export function settingsHandlers({ orm }: AppDeps) {
  return {
    'settings.public': async () => presentPublicSettings(await getSiteSettings(orm.em)),
    'admin.settings.get': async () => presentSiteSettings(await getSiteSettings(orm.em)),
    'admin.settings.update': async ({ body, user }) => presentSiteSettings(await saveSiteSettings(orm.em, body, user)),
  } satisfies FeatureHandlers;
}
