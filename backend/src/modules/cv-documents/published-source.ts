// The source of public documents: the published version, as the draft view's shape (private entries are never in it).
import type { ArtistProfile, PublicArtist } from '@oeuvre/contract';

/**
 * The draft view's shape rebuilt from the published snapshot (ids are positions; fields the snapshot does not keep,
 * like a publication's publisher, are left empty).
 */
export function sourceFromSnapshot(published: PublicArtist): ArtistProfile {
  // Older snapshots may lack a list: none is an empty one.
  const numbered = <T>(items: readonly T[] | undefined) =>
    (items ?? []).map((item, i) => ({ ...item, id: i + 1 }));
  return {
    ...published,
    isApproved: true,
    isPending: false,
    rejectionReason: null,
    updatedAt: published.publishedAt ?? published.createdAt,
    version: 0,
    socialMedia: numbered(published.socialMedia).map((s) => ({ ...s, platform: s.platform as never })),
    education: numbered(published.education),
    soloExhibitions: numbered(published.soloExhibitions),
    groupExhibitions: numbered(published.groupExhibitions),
    awards: numbered(published.grants).map((g) => ({
      id: g.id,
      name: g.name,
      presenter: g.grantor,
      year: g.year,
      notes: g.notes,
    })),
    grants: numbered(published.residencies).map((r) => ({
      id: r.id,
      type: 'residency' as const,
      name: r.program,
      organization: r.host,
      year: r.year,
      amount: null,
      location: null,
      duration: r.duration,
      description: null,
    })),
    collections: numbered(published.collections).map((c) => ({
      id: c.id,
      type: c.type as never,
      name: c.name,
      location: null,
      year: c.year,
      workTitle: null,
      notes: null,
    })),
    bibliography: numbered(published.publications).map((p) => ({
      id: p.id,
      type: 'article' as const,
      title: p.title,
      publication: '',
      author: p.author,
      year: p.year,
      pages: null,
      url: p.link,
      notes: null,
    })),
    works: numbered(published.works),
    commissions: numbered(published.commissions),
    teaching: numbered(published.teaching),
    affiliations: numbered(published.affiliations),
    galleryItems: published.galleryItems ?? [],
  };
}
