// CV documents of a profile: which source and options, rendering through the queue, and the public cache.
import {
  DEFAULT_CV_OPTIONS,
  ServerMessages,
  type ArtistProfile as ArtistSource,
  type CvOptions,
} from '@oeuvre/contract';
import { buildCvDocument } from '@oeuvre/cv-document';
import type { AppDeps } from '../../types.ts';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft } from '../artists/artist.presenter.ts';
import { selectionOptions } from '../cv-selections/cv-selection.service.ts';
import { uploadsDirOf } from '../uploads/upload-files.ts';
import type { User } from '../users/user.entity.ts';
import { renderCvPdf } from './cv-pdf.ts';
import { DocumentCache, etagOf } from './document-cache.ts';
import { renderPortfolioPdf } from './portfolio-pdf.ts';
import { sourceFromSnapshot } from './published-source.ts';
import { RenderQueue } from './render-queue.ts';
import { loadWorkImage } from './work-images.ts';

export type DocumentKind = 'cv' | 'portfolio';
export const DOCUMENT_NAMES: Record<DocumentKind, string> = { cv: 'cv', portfolio: 'portfolio' };

export type RenderedDocument = { bytes: Buffer; etag: string };

/**
 * The published version of an artist as a document source, or null when unknown or not published. With no change
 * waiting for review the draft is what was published, with every field (the snapshot keeps only what the page
 * shows); otherwise the snapshot is read back.
 */
export async function publishedSource(em: Em, slug: string): Promise<ArtistSource | null> {
  const profile = await em.findOne(ArtistProfile, { slug, publishedAt: { $ne: null } });
  if (!profile?.published) return null;
  if (profile.isApproved && !profile.isPending) {
    await em.populate(profile, DRAFT_RELATIONS);
    return { ...presentDraft(profile), publishedAt: profile.publishedAt!.toISOString() };
  }
  return sourceFromSnapshot(profile.published);
}

/** The caller's draft with every section (404 without a profile). */
export async function ownSource(em: Em, user: User): Promise<ArtistSource> {
  const profile = await em.findOne(ArtistProfile, { user: user.id }, { populate: DRAFT_RELATIONS });
  if (!profile) throw notFound(ServerMessages.profileRequired);
  return presentDraft(profile);
}

/**
 * The options of one of the caller's saved selections (`/api/my-profile/cv-selections`); none given = the whole
 * draft with the default options. An id that is not one of the caller's is unknown (404).
 */
export function ownOptions(em: Em, source: ArtistSource, selection: number | undefined): Promise<CvOptions> {
  return selectionOptions(em, source.id, selection);
}

/** Renders documents one at a time for the whole server and keeps the public ones per published version. */
export class CvDocuments {
  readonly queue = new RenderQueue(1, 16);
  readonly cache = new DocumentCache();
  private readonly uploadsDir: string;

  constructor(deps: AppDeps) {
    this.uploadsDir = uploadsDirOf(deps.config);
  }

  /** The PDF (no queue, no cache): what the benchmarks measure. */
  render(kind: DocumentKind, source: ArtistSource, options: CvOptions): Promise<Buffer> {
    const cv = buildCvDocument(source, options);
    const date = new Date(source.publishedAt ?? source.updatedAt);
    if (kind === 'cv') return renderCvPdf(cv, date);
    return renderPortfolioPdf(cv, (work) => loadWorkImage(this.uploadsDir, work.imageUrl), {
      date,
      statement: source.artistStatement,
    });
  }

  /** An own document: rendered fresh (the draft changes with every edit), one at a time per person. */
  async own(person: string, kind: DocumentKind, source: ArtistSource, options: CvOptions): Promise<Buffer> {
    return this.queue.run(person, () => this.render(kind, source, options));
  }

  /**
   * A public document: the kept copy when the published version is unchanged (or the one being rendered for someone
   * else right now), else rendered through the queue.
   */
  async published(person: string, kind: DocumentKind, source: ArtistSource): Promise<RenderedDocument> {
    const etag = etagOf(kind, DEFAULT_CV_OPTIONS, source);
    const render = () => this.render(kind, source, DEFAULT_CV_OPTIONS);
    const bytes = this.cache.has(etag)
      ? await this.cache.get(etag, render)
      : await this.queue.run(person, () => this.cache.get(etag, render));
    return { bytes, etag };
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
