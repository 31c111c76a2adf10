import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import path from 'node:path';
import type { AppDeps } from './types.ts';
import { errorHandler, isClientGone } from './http/errors.ts';
import { stopWithin } from './http/stop-within.ts';
import {
  publicReadSampler,
  requestIdOf,
  requestLogging,
  sameOriginWrites,
  securityHeaderList,
  securityHeaders,
} from './http/middleware.ts';
import { firstViewRenderer } from './pages/first-view.ts';
import { serveWebApp } from './pages/web-app.ts';
import { apiRouters } from './routes.ts';
import { mountSignIn } from './modules/auth/sign-in.ts';
import { artistPageHead, crawlerFiles, directoryPageHead, firstIndexRenderer } from './pages/seo.ts';
import { venueListPageHead, venuePageHead } from './pages/venue-pages.ts';
import { mountDesktopAuthorize } from './modules/desktop/desktop-authorize.ts';
import { publicDocumentRouter } from './modules/cv-documents/cv-documents.routes.ts';
import { startUnusedUploadSweeper } from './modules/uploads/upload-cleanup.service.ts';
import { serveUploads } from './modules/uploads/serve-uploads.ts';
import { uploadStorageOf } from './modules/uploads/upload-storage.ts';
import { startCvImportSweeper } from './modules/cv-import/cv-import.service.ts';
import { startEmailWorker, type EmailWorker } from './modules/email/delivery.ts';
import { registerEmailSite } from './modules/email/notify.ts';
import { publicReads } from './modules/artists/public-reads.ts';
import { conditionalPages } from './pages/conditional-pages.ts';
import { keptPages, type KeptPages } from './pages/kept-pages.ts';
import { listenForPublicChanges, onPublicChange } from './modules/artists/public-changes.ts';
import { mountUnsubscribe } from './modules/email/unsubscribe.ts';


export type OeuvreApp = {
  app: Koa;
  deps: AppDeps;
  /** The HTTP server's request handler: kept public reads answered at once, everything else through Koa. */
  callback: () => (req: IncomingMessage, res: ServerResponse) => void;
  /** Visitors' public pages kept in memory: how many were answered from it, how many are kept. */
  pages: Pick<KeptPages, 'stats'>;
  /** Delivers the email outbox through SMTP_URL or the saved SMTP server (without either, messages wait). */
  email: EmailWorker;
  /**
   * Resolves once this instance has heard every public change committed before the call (public-changes.ts). A
   * change made outside the server (a script, a test writing to the database) is heard shortly after its commit.
   */
  changesHeard: () => Promise<void>;
  close: () => Promise<void>;
};

/** How long each part of the server may take to stop at shutdown. */
const STOP_MS = 10_000;
/** How long the start waits for the public changes' listener (until it is up nothing is answered from memory). */
const LISTEN_WAIT_MS = 5_000;

/** Builds the whole server without listening, so tests can drive it over real HTTP. */
export async function createApp(deps: AppDeps): Promise<OeuvreApp> {
  const { config, orm, logger } = deps;
  // Behind a proxy only the last X-Forwarded-For entry is the one it appended; earlier ones are the client's own words.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.sessionSecret] });
  app.silent = true; // errors are logged once, by errorHandler
  app.on('error', (err) => (isClientGone(err) ? logger.debug({ code: err.code }, 'client went away') : logger.error({ err }, 'unhandled error')));

  const sampled = publicReadSampler();
  app.use(requestLogging(logger, sampled));
  app.use(securityHeaders(config));
  app.use(errorHandler);
  // Public reads kept in memory are answered here, before the session and the database are asked anything.
  const reads = publicReads({ headers: securityHeaderList(config), requestId: requestIdOf, sampled, logger });
  app.use(reads.middleware);
  // Visitors' public pages kept in memory are answered the same way (pages/kept-pages.ts).
  const pages = keptPages({
    buildFiles: [path.join(config.webDist, 'index.html'), config.firstViewModule],
    requestId: requestIdOf,
    sampled,
    logger,
  });
  app.use(pages.middleware);
  const firstViews = firstViewRenderer(config.firstViewModule, logger);
  // What is kept of what the public sees, forgotten together on every public change the database announces after its
  // commit, whoever made it (modules/artists/public-changes.ts; the directory's counts register themselves).
  const forgetOnChange = onPublicChange(() => {
    reads.clear();
    pages.clear();
    firstViews.clear();
  });
  const publicChanges = listenForPublicChanges(orm, logger);
  await Promise.race([publicChanges.ready, new Promise((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())]);
  // A write is answered once this instance has heard the changes it committed: whoever made a change never gets the
  // previous answer from memory after it (on PostgreSQL the notification arrives on its own connection).
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
    try {
      await next();
    } finally {
      await publicChanges.heard();
    }
  });
  app.use((ctx, next) => RequestContext.create(orm.em, () => next()));
  app.use(sameOriginWrites(config));

  const signIn = await mountSignIn(app, deps);
  mountDesktopAuthorize(app, deps);
  mountUnsubscribe(app, deps);

  for (const router of apiRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  // Stored images, from the uploads folder or the bucket (UPLOADS_STORAGE), always at /uploads/… on this origin.
  app.use(serveUploads(await uploadStorageOf(config)));
  app.use(publicDocumentRouter(deps).routes());
  app.use(conditionalPages());
  app.use(crawlerFiles(deps));
  const pageHead = firstIndexRenderer(artistPageHead(deps), venuePageHead(deps), venueListPageHead(deps), directoryPageHead(deps));
  app.use(serveWebApp(config.webDist, pageHead, firstViews));

  // Images uploaded and never saved into anything are deleted after a day.
  const sweeper = startUnusedUploadSweeper(() => orm.em.fork(), config, logger);
  // CV imports nobody applied or discarded are deleted after a day.
  const cvImportSweeper = startCvImportSweeper(orm, logger);
  registerEmailSite(orm, config);
  const email = startEmailWorker(() => orm.em.fork(), config, logger);

  return {
    app,
    deps,
    pages,
    email,
    changesHeard: () => publicChanges.heard(),
    callback: () => {
      const koa = app.callback();
      return (req, res) => {
        if (!reads.answer(req, res) && !pages.answer(req, res)) void koa(req, res);
      };
    },
    // Each part gets a bounded time to stop (an SMTP round may be waiting on a server that does not answer).
    close: async () => {
      sweeper.stop();
      cvImportSweeper.stop();
      forgetOnChange();
      await stopWithin('public changes listener', () => publicChanges.stop(), STOP_MS, logger);
      await stopWithin('email delivery', () => email.stop(), STOP_MS, logger);
      await stopWithin('sign-in', () => signIn.close(), STOP_MS, logger);
    },
  };
}
