// The artist page's schema.org data: a Person with sameAs links (website, social links, authority records), the
// exhibitions as ExhibitionEvents they took part in, and the press as CreativeWorks about them.
import { socialLink, isHttpUrl, mostRecentFirst, type ArtistProfile } from '@oeuvre/contract';
import { cvName } from './build.ts';
import { datesOf } from './json-resume.ts';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const isPublic = (entry: object) => (entry as { visibility?: unknown }).visibility !== 'private';

/** Authority records a profile may name, and the address of each. */
const AUTHORITIES: Record<string, (id: string) => string> = {
  wikidata: (id) => `https://www.wikidata.org/wiki/${id}`,
  ulan: (id) => `http://vocab.getty.edu/page/ulan/${id}`,
  isni: (id) => `https://isni.org/isni/${id.replace(/\s+/g, '')}`,
  orcid: (id) => `https://orcid.org/${id}`,
};

/** The links `sameAs` names: website, social profiles, then authority records (wikidata, ulan, isni, orcid). */
export function sameAsOf(source: ArtistProfile): string[] {
  const links = [
    source.website && isHttpUrl(source.website.trim()) ? source.website.trim() : null,
    ...source.socialMedia.filter(isPublic).map((s) => socialLink(s)),
    ...Object.entries(AUTHORITIES).map(([field, address]) => {
      const id = clean((source as unknown as Record<string, string | null | undefined>)[field]);
      return id ? address(id) : null;
    }),
  ];
  return [...new Set(links.filter((link): link is string => !!link))];
}

export type PersonJsonLdContext = { url: string; image?: string; description: string };

export function personJsonLd(source: ArtistProfile, context: PersonJsonLdContext): Record<string, unknown> {
  const place = [clean(source.city), clean(source.country)].filter(Boolean).join(', ');
  const sameAs = sameAsOf(source);
  const exhibitions = mostRecentFirst(
    [...source.soloExhibitions, ...source.groupExhibitions].filter(isPublic),
    (e) => e.year,
  ).map((e) => {
    const year = datesOf(e.year).start;
    return {
      '@type': 'ExhibitionEvent',
      name: clean(e.title),
      location: {
        '@type': 'Place',
        name: clean(e.venue),
        address: { '@type': 'PostalAddress', addressLocality: clean(e.city) },
      },
      ...(year ? { startDate: year } : {}),
    };
  });
  const press = mostRecentFirst(source.bibliography.filter(isPublic), (b) => b.year).map((b) => {
    const year = datesOf(b.year).start;
    return {
      '@type': 'CreativeWork',
      name: clean(b.title),
      ...(clean(b.author) ? { author: { '@type': 'Person', name: clean(b.author) } } : {}),
      ...(clean(b.publication) ? { publisher: { '@type': 'Organization', name: clean(b.publication) } } : {}),
      ...(year ? { datePublished: year } : {}),
      ...(b.url && isHttpUrl(b.url) ? { url: b.url } : {}),
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: cvName(source),
    url: context.url,
    jobTitle: 'Artist',
    ...(context.image ? { image: context.image } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(place ? { homeLocation: { '@type': 'Place', name: place } } : {}),
    description: context.description,
    ...(exhibitions.length ? { performerIn: exhibitions } : {}),
    ...(press.length ? { subjectOf: press } : {}),
  };
}
