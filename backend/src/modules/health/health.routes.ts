import Router from '@koa/router';
import type { AppDeps } from '../../app.ts';
import { isDatabaseUp } from '../../db/orm.ts';

/** `GET /api/health`: 200 `{status:'ok'}` when the database answers, 503 otherwise. */
export function healthRoutes({ orm }: AppDeps): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (await isDatabaseUp(orm)) {
      ctx.body = { status: 'ok' };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'The database is not answering' };
    }
  });
  return router;
}
