import { buildOpenApi, routeList, type OpenApiDocument } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { isDatabaseUp } from '../../db/orm.ts';

export function healthHandlers({ orm }: AppDeps) {
  let openApi: OpenApiDocument | undefined;
  return {
    /** 200 `{status:'ok'}` when the database answers, 503 otherwise. */
    'system.health': async ({ ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      if (await isDatabaseUp(orm)) return { status: 'ok' };
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'The database is not answering' };
    },
    'system.openapi': () => (openApi ??= buildOpenApi(routeList)),
  } satisfies FeatureHandlers;
}
