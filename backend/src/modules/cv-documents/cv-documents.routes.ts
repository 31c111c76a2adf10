// The document routes: the own PDFs and JSON (route table), the public PDFs (plain routes before the web app).
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { DEFAULT_CV_OPTIONS } from '@oeuvre/contract';
import { toJsonResume } from '@oeuvre/cv-document';
import type { AppDeps } from '../../types.ts';
import { notModified } from '../../http/caching.ts';
import { notFound } from '../../http/errors.ts';
import { pathHasControlCharacter } from '../../http/query-text.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import type { User } from '../users/user.entity.ts';
import { cvDocumentsOf, ownDocument, publishedSource, type DocumentKind } from './cv-documents.service.ts';
import { QueueRefusal } from './render-queue.ts';

/** Who a render counts against: the signed-in user, else the visitor's address. */
const personOf = (ctx: Context) => {
  const user = ctx.state.user as User | undefined;
  return user ? `user:${user.id}` : `ip:${ctx.ip}`;
};

const fileName = (slug: string, kind: DocumentKind) => `${slug.replace(/[^\w-]+/g, '-')}-${kind}.pdf`;

/** The PDF, sent as the chunks the renderer wrote (never joined into one more copy). */
function sendPdf(ctx: Context, bytes: Buffer | Buffer[], name: string): void {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  if (Buffer.isBuffer(bytes)) ctx.body = bytes;
  else {
    ctx.body = Readable.from(bytes);
    ctx.length = bytes.reduce((n, chunk) => n + chunk.length, 0);
  }
}

/** A render the queue refused carries Retry-After. */
async function queued<T>(ctx: Context, render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (err) {
    if (err instanceof QueueRefusal) ctx.set('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

export function cvDocumentHandlers(deps: AppDeps) {
  const documents = cvDocumentsOf(deps);
  const em = () => deps.orm.em;
  const own = async (ctx: Context, user: User, kind: DocumentKind, selection: number | undefined) => {
    const { source, options } = await ownDocument(em(), user, selection);
    const bytes = await queued(ctx, () => documents.own(personOf(ctx), kind, source, options));
    sendPdf(ctx, bytes, fileName(source.profile.slug, kind));
  };
  return {
    'documents.ownCv': ({ ctx, user, query }) => own(ctx, user, 'cv', query.selection),
    'documents.ownPortfolio': ({ ctx, user, query }) => own(ctx, user, 'portfolio', query.selection),
    'documents.ownCvJson': async ({ user, query }) => {
      const { source, options } = await ownDocument(em(), user, query.selection);
      return toJsonResume(source, options, { origin: deps.config.publicUrl });
    },
    'documents.cvJson': async ({ ctx, params }) => {
      const source = await publishedSource(em(), params.slug);
      if (!source) throw notFound('Artist not found');
      ctx.set('Cache-Control', 'no-cache');
      return toJsonResume(source, DEFAULT_CV_OPTIONS, {
        origin: deps.config.publicUrl,
        pageUrl: new URL(`/artists/${encodeURIComponent(source.profile.slug)}`, deps.config.publicUrl).href,
      });
    },
  } satisfies FeatureHandlers;
}

/** GET /artists/{slug}/cv.pdf and /portfolio.pdf: the published version, kept per version, with an ETag. */
export function publicDocumentRouter(deps: AppDeps): Router {
  const documents = cvDocumentsOf(deps);
  const router = new Router();
  const serve = (kind: DocumentKind) => async (ctx: Context) => {
    // No slug holds a control character; NUL would fail the query (PostgreSQL cannot compare it) and answer 503.
    if (pathHasControlCharacter(ctx.path)) throw notFound('Artist not found');
    const source = await publishedSource(deps.orm.em, String(ctx.params.slug ?? ''));
    if (!source) throw notFound('Artist not found');
    // The ETag is made from what the document prints, so a client's copy is confirmed before anything is rendered.
    const document = documents.publicDocument(kind, source);
    ctx.set('ETag', document.etag);
    ctx.set('Cache-Control', 'public, no-cache');
    // Compared as every other answer's (a weak form, which a compressing proxy hands out, and `*` match too).
    if (notModified(ctx, document.etag)) {
      ctx.status = 304;
      return;
    }
    const bytes = await queued(ctx, () => documents.published(personOf(ctx), document));
    sendPdf(ctx, bytes, fileName(source.profile.slug, kind));
  };
  router.get('/artists/:slug/cv.pdf', serve('cv'));
  router.get('/artists/:slug/portfolio.pdf', serve('portfolio'));
  return router;
}
