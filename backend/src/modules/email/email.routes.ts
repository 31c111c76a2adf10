import { OUTBOX_LIST_LIMIT } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import type { Handlers } from '../../http/route.ts';
import { listOutbox } from './outbox.service.ts';
import { presentOutboxMessage } from './outbox.presenter.ts';

export function emailHandlers({ orm, config }: AppDeps): Handlers {
  return {
    'admin.outbox.list': async () => {
      const { items, total } = await listOutbox(orm.em, { limit: OUTBOX_LIST_LIMIT, offset: 0 });
      return { items: items.map(presentOutboxMessage), total, smtpConfigured: Boolean(config.email.smtpUrl) };
    },
  };
}
