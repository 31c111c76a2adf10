import { ServerMessages } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { HttpError } from '../../http/errors.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentContactMessage } from './contact.presenter.ts';
import { deleteMessage, listMessages, markMessageRead, sendContactMessage } from './contact.service.ts';

export function contactHandlers({ orm, config }: AppDeps) {
  return {
    // ctx.ip honours X-Forwarded-For only when TRUST_PROXY is set (Koa's app.proxy).
    'contact.send': async ({ ctx, body }) => {
      const result = await sendContactMessage(orm.em, body, { ip: ctx.ip, secret: config.sessionSecret });
      if ('retryAfterSeconds' in result) {
        ctx.set('Retry-After', String(result.retryAfterSeconds));
        throw new HttpError(429, ServerMessages.tooManyMessages);
      }
    },
    'admin.inbox.list': async () => (await listMessages(orm.em)).map(presentContactMessage),
    'admin.inbox.markRead': async ({ params }) => presentContactMessage(await markMessageRead(orm.em, params.id)),
    'admin.inbox.remove': async ({ params }) => deleteMessage(orm.em, params.id),
  } satisfies FeatureHandlers;
}
