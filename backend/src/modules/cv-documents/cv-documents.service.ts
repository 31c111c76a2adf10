// CV documents of a profile: which source and options, rendering through the queue, and the public cache.
import {
  DEFAULT_CV_OPTIONS,
  ServerMessages,
  type ArtistProfile as ArtistDraft,
  type CvOptions,
} from '@oeuvre/contract';
import {
  buildCvDocument,
  capDocument,
  draftCvSource,
  publishedCvSource,
  type CvSource,
} from '@oeuvre/cv-document';
import type { AppDeps } from '../../types.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft } from '../artists/artist.presenter.ts';
import { findPublished } from '../artists/directory.service.ts';
import { selectionOptions } from '../cv-selections/cv-selection.service.ts';
import { uploadStorageOf } from '../uploads/upload-storage.ts';
import type { User } from '../users/user.entity.ts';
import { DocumentCache, etagOf } from './document-cache.ts';
import { DocumentRenderer, type RenderRequest } from './document-renderer.ts';
import { RenderQueue } from './render-queue.ts';
import { loadWorkImage } from './work-images.ts';

export type DocumentKind = 'cv' | 'portfolio';
export const DOCUMENT_NAMES: Record<DocumentKind, string> = { cv: 'cv', portfolio: 'portfolio' };

/** A public document before it is rendered: what it will print, and the ETag made from exactly that. */
export type PublicDocument = { request: RenderRequest; etag: string };

/** Bumped when the drawing changes, so clients holding an older rendering fetch the new one. */
const DRAWING_VERSION = 3;

/**
 * The published version of an artist as a document source, or null when unknown or not published: the published
 * snapshot as it is, read in one statement, so a public document prints exactly one approved version (never the
 * draft, never a draft entry saved while the document is made). The snapshot keeps every field the documents print.
 */
export async function publishedSource(em: Em, slug: string): Promise<CvSource | null> {
  const published = await findPublished(em, slug);
  return published ? publishedCvSource(published) : null;
}

/** The caller's draft with every section, private entries marked (404 without a profile). */
export async function ownDraft(em: Em, user: User): Promise<ArtistDraft> {
  const profile = await em.findOne(ArtistProfile, { user: user.id }, { populate: DRAFT_RELATIONS });
  if (!profile) throw notFound(ServerMessages.profileRequired);
  return presentDraft(profile);
}

/**
 * The caller's draft as a document source, and the options of one of their saved selections
 * (`/api/my-profile/cv-selections`); none given = the whole draft with the default options. An id that is not one of
 * the caller's is unknown (404).
 */
export async function ownDocument(
  em: Em,
  user: User,
  selection: number | undefined,
): Promise<{ source: CvSource; options: CvOptions }> {
  const draft = await ownDraft(em, user);
  const options = await selectionOptions(em, draft.id, selection);
  return { source: draftCvSource(draft), options };
}

/**
 * What a document prints: the CV as the options say, cut to the caps, its date, and the portfolio's statement and
 * cover year (the current one).
 */
function requestOf(
  kind: DocumentKind,
  source: CvSource,
  options: CvOptions,
  date: Date,
  now: Date,
): RenderRequest {
  return {
    kind,
    cv: capDocument(buildCvDocument(source, options)),
    date,
    ...(kind === 'portfolio' ? { statement: source.profile.artistStatement, year: now.getFullYear() } : {}),
  };
}

/**
 * Renders documents one at a time for the whole server (in a worker thread) and keeps the public ones per
 * published version.
 */
export class CvDocuments {
  readonly queue = new RenderQueue(1, 16);
  readonly cache = new DocumentCache();
  /** Public documents waiting in the queue or rendering, by ETag. */
  private readonly waiting = new Map<string, Promise<Buffer>>();
  readonly renderer: DocumentRenderer;

  constructor(deps: AppDeps) {
    const storage = uploadStorageOf(deps.config);
    this.renderer = new DocumentRenderer({
      images: async (imageUrl) => loadWorkImage(await storage, imageUrl),
    });
  }

  /** The PDF as chunks (no queue, no cache). */
  render(request: RenderRequest): Promise<Buffer[]> {
    return this.renderer.render(request);
  }

  /** An own document: the draft as the options say, rendered fresh (it changes with every edit), one per person. */
  own(person: string, kind: DocumentKind, source: CvSource, options: CvOptions): Promise<Buffer[]> {
    const request = requestOf(kind, source, options, new Date(source.date), new Date());
    return this.queue.run(person, () => this.render(request));
  }

  /**
   * A public document, not rendered yet: the published version with the default options, dated the first of the
   * year (its date, like its ETag, moves only with what it prints, never with a private edit).
   */
  publicDocument(kind: DocumentKind, source: CvSource, now = new Date()): PublicDocument {
    const firstOfYear = new Date(Date.UTC(now.getFullYear(), 0, 1));
    const request = requestOf(kind, source, DEFAULT_CV_OPTIONS, firstOfYear, now);
    return { request, etag: etagOf(DRAWING_VERSION, request) };
  }

  /**
   * A public document's bytes: the kept copy when the published version is unchanged (or the one being rendered for
   * someone else right now), else rendered through the queue.
   */
  async published(person: string, { request, etag }: PublicDocument): Promise<Buffer> {
    const render = async () => Buffer.concat(await this.render(request));
    if (this.cache.has(etag)) return this.cache.get(etag, render);
    // One place in the queue per document: whoever asks for a document already waiting there waits for that render,
    // so visitors of one artist never fill the queue (and are never told their own previous document is in the way).
    let waiting = this.waiting.get(etag);
    if (!waiting) {
      waiting = this.queue.run(person, () => this.cache.get(etag, render)).finally(() => this.waiting.delete(etag));
      this.waiting.set(etag, waiting);
    }
    return waiting;
  }
}

const instances = new WeakMap<AppDeps, CvDocuments>();
/** One renderer (queue and cache) per server. */
export function cvDocumentsOf(deps: AppDeps): CvDocuments {
  let documents = instances.get(deps);
  if (!documents) {
    documents = new CvDocuments(deps);
    instances.set(deps, documents);
  }
  return documents;
}
