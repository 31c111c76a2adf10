// The source of every public document and of the page's schema.org data: the published version, as the draft view's
// shape (private entries are never in it: the snapshot is made of public entries only).
import {
  BIBLIOGRAPHY_TYPES,
  COLLECTION_TYPES,
  GENERIC_PUBLIC_SECTIONS,
  SOCIAL_PLATFORMS,
  type ArtistProfile,
  type GenericSectionKind,
  type PublicArtist,
  type PublicSection,
} from '@oeuvre/contract';

/**
 * A choice the published page keeps as text, read back as the editor's choice (every published value was one; a
 * value that is not, say from a hand-edited row, reads as the fallback).
 */
function choiceOf<T extends string>(choices: readonly T[], value: string | null | undefined, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * The draft view's shape rebuilt from the published snapshot. Each entry keeps the id of the draft row it was made from;
 * a list published before entries kept their ids is numbered by position. Fields a snapshot does not keep, like a
 * publication's publisher in versions published before the page showed it, are left empty. A section read from its
 * definition (`sections`) is published as its fields: its entries come back as they are.
 */
export function sourceFromSnapshot(
  published: PublicArtist,
  sections: readonly PublicSection[] = GENERIC_PUBLIC_SECTIONS,
): ArtistProfile {
  // Older snapshots may lack a list: none is an empty one. Their own ids when every entry kept one, else positions.
  const keepsIds = (items: readonly { id?: number }[] | undefined) =>
    (items ?? []).every((item) => typeof item.id === 'number');
  const numbered = <T extends { id?: number }>(items: readonly T[] | undefined) => {
    const kept = keepsIds(items);
    return (items ?? []).map((item, i) => ({ ...item, id: kept ? item.id! : i + 1 }));
  };
  const residencies = numbered(published.residencies);
  const isGrant = (type: string | null | undefined) => type === 'grant' || type === 'fellowship';
  const awardsAndGrants = numbered(published.grants);
  // Residencies and grants are rows of one table: their own ids never meet, positions are set apart.
  const grantOffset = keepsIds(published.grants) && keepsIds(published.residencies) ? 0 : residencies.length;
  return {
    ...published,
    // A version whose artist hides the email has none.
    email: published.email ?? '',
    isApproved: true,
    isPending: false,
    rejectionReason: null,
    updatedAt: published.publishedAt ?? published.createdAt,
    version: 0,
    socialMedia: numbered(published.socialMedia).map((s) => ({
      ...s,
      platform: choiceOf(SOCIAL_PLATFORMS, s.platform, 'other'),
    })),
    education: numbered(published.education),
    soloExhibitions: numbered(published.soloExhibitions),
    groupExhibitions: numbered(published.groupExhibitions),
    awards: awardsAndGrants
      .filter((g) => !isGrant(g.type))
      .map((g) => ({
        id: g.id,
        name: g.name,
        presenter: g.grantor,
        year: g.year,
        notes: g.notes,
      })),
    grants: [
      ...residencies.map((r) => ({
        id: r.id,
        type: 'residency' as const,
        name: r.program,
        organization: r.host,
        year: r.year,
        amount: r.amount ?? null,
        location: r.location ?? null,
        duration: r.duration,
        description: r.notes ?? null,
      })),
      ...awardsAndGrants
        .filter((g) => isGrant(g.type))
        .map((g) => ({
          id: grantOffset + g.id,
          type: g.type as 'grant' | 'fellowship',
          name: g.name,
          organization: g.grantor,
          year: g.year,
          amount: g.amount ?? null,
          location: g.location ?? null,
          duration: g.duration ?? null,
          description: g.notes,
        })),
    ],
    collections: numbered(published.collections).map((c) => ({
      id: c.id,
      type: choiceOf(COLLECTION_TYPES, c.type, 'public'),
      name: c.name,
      location: c.location ?? null,
      year: c.year,
      workTitle: c.workTitle ?? null,
      notes: c.notes ?? null,
    })),
    bibliography: numbered(published.publications).map((p) => ({
      id: p.id,
      type: choiceOf(BIBLIOGRAPHY_TYPES, p.type, 'article'),
      title: p.title,
      publication: p.publication ?? '',
      author: p.author,
      year: p.year,
      pages: p.pages ?? null,
      url: p.link,
      notes: p.notes ?? null,
    })),
    works: numbered(published.works),
    commissions: numbered(published.commissions),
    teaching: numbered(published.teaching),
    affiliations: numbered(published.affiliations),
    ...(Object.fromEntries(
      sections.map((section) => [
        section.key,
        numbered((published as unknown as Record<string, object[] | undefined>)[section.key]),
      ]),
    ) as Pick<ArtistProfile, GenericSectionKind>),
    galleryItems: published.galleryItems ?? [],
  };
}
