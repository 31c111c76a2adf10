import { OUTBOX_LIST_LIMIT } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { HttpError } from '../../http/errors.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { presentEmailSettings, saveEmailSettings, transportOf } from './email-settings.service.ts';
import { readPreferences, savePreferences } from './email-preferences.service.ts';
import { listOutbox } from './outbox.service.ts';
import { presentOutboxMessage } from './outbox.presenter.ts';
import { sendTestEmail, testEmailLimiter } from './test-email.ts';

export function emailHandlers({ orm, config }: AppDeps) {
  const allowTestEmail = testEmailLimiter();
  return {
    'admin.outbox.list': async () => {
      const { items, total } = await listOutbox(orm.em, { limit: OUTBOX_LIST_LIMIT, offset: 0 });
      const smtpConfigured = Boolean(transportOf(await getSiteSettings(orm.em), config));
      return { items: items.map(presentOutboxMessage), total, smtpConfigured };
    },
    'admin.emailSettings.get': async () => presentEmailSettings(await getSiteSettings(orm.em), config),
    'admin.emailSettings.update': async ({ body, user }) =>
      presentEmailSettings(await saveEmailSettings(orm.em, body, user, config), config),
    'admin.emailSettings.test': async ({ user }) => sendTestEmail(orm.em, config, user, allowTestEmail),
    'email.preferences.get': async ({ user }) => readPreferences(orm.em, user),
    'email.preferences.update': async ({ body, user }) => {
      const saved = await savePreferences(orm.em, user, body.preferences);
      if ('refused' in saved) throw new HttpError(400, 'Unknown email preference', `preferences.${saved.refused}`);
      return saved;
    },
  } satisfies FeatureHandlers;
}
