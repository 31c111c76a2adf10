// The artist page's schema.org data: a Person with sameAs links (website, social links, authority records), and the
// older sections' public entries where their public shapes put them (`schemaOrg`: the exhibitions as ExhibitionEvents
// they took part in, the press as CreativeWorks about them). A section read from its definition is an ItemList about
// them, under its public title, each entry a Thing as it reads in the CV.
import {
  clean,
  entrySentences,
  socialLink,
  isHttpUrl,
  mostRecentFirst,
  readEntry,
  type PersonProperty,
} from '@oeuvre/contract';
import { cvName } from './build.ts';
import { publicIn, type CvSource, type CvSourceSection } from './source.ts';

/** Authority records a profile may name, and the address of each. */
const AUTHORITIES: Record<string, (id: string) => string> = {
  wikidata: (id) => `https://www.wikidata.org/wiki/${id}`,
  ulan: (id) => `http://vocab.getty.edu/page/ulan/${id}`,
  isni: (id) => `https://isni.org/isni/${id.replace(/\s+/g, '')}`,
  orcid: (id) => `https://orcid.org/${id}`,
};

/** The links `sameAs` names: website, social profiles, then authority records (wikidata, ulan, isni, orcid). */
export function sameAsOf(source: CvSource): string[] {
  const { profile } = source;
  const links = [
    profile.website && isHttpUrl(profile.website.trim()) ? profile.website.trim() : null,
    ...publicIn(source, 'socialMedia').map((s) => socialLink(s)),
    ...Object.entries(AUTHORITIES).map(([field, address]) => {
      const id = clean((profile as unknown as Record<string, string | null | undefined>)[field]);
      return id ? address(id) : null;
    }),
  ];
  return [...new Set(links.filter((link): link is string => !!link))];
}

export type PersonJsonLdContext = { url: string; image?: string; description: string };

/** A section read from its definition as an ItemList of its public entries, in the page's order (none: nothing). */
function itemListOf({ section, entries: all }: CvSourceSection): Record<string, unknown>[] {
  const { definition, yearField } = section;
  if (!definition) return [];
  const entries = all.filter((e) => !e.private).map((e) => e.entry);
  if (entries.length === 0) return [];
  const link = Object.keys(definition.fields).find((name) => definition.fields[name]!.editor.kind === 'url');
  return [
    {
      '@type': 'ItemList',
      name: section.label,
      itemListElement: entries.map((entry, i) => {
        const { name, rest, details } = readEntry(definition, entry);
        const year = yearField ? clean(entry[yearField] as string | null) : '';
        // The link is the item's url, not part of its description.
        const url = link ? clean(entry[link] as string | null) : '';
        const line = [...rest, year].map(clean).filter((value) => value && value !== url);
        const description = entrySentences(line.join(', '), details);
        return {
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Thing',
            name: clean(name),
            ...(description ? { description } : {}),
            ...(url && isHttpUrl(url) ? { url } : {}),
          },
        };
      }),
    },
  ];
}

export function personJsonLd(source: CvSource, context: PersonJsonLdContext): Record<string, unknown> {
  const { profile } = source;
  const place = [clean(profile.city), clean(profile.country)].filter(Boolean).join(', ');
  const sameAs = sameAsOf(source);
  // Each older section's public entries where its public shape puts them (`schemaOrg`), with their year; a section
  // read from its definition as an ItemList about the artist.
  const written: Record<PersonProperty, { year: string | null; item: Record<string, unknown> }[]> = {
    performerIn: [],
    subjectOf: [],
  };
  for (const listed of source.sections) {
    const { schemaOrg } = listed.section;
    const { yearField } = listed.section;
    if (schemaOrg)
      for (const { entry, private: hidden } of listed.entries)
        if (!hidden)
          written[schemaOrg.property].push({
            year: yearField ? (entry[yearField] as string | null) : null,
            item: schemaOrg.entry(entry as never),
          });
    written.subjectOf.push(...itemListOf(listed).map((item) => ({ year: null, item })));
  }
  // The events most recent first across their sections (solo and group exhibitions); the rest in the page's order.
  const performerIn = mostRecentFirst(written.performerIn, (e) => e.year).map((e) => e.item);
  const subjectOf = written.subjectOf.map((e) => e.item);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: cvName(profile),
    url: context.url,
    jobTitle: 'Artist',
    ...(context.image ? { image: context.image } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(place ? { homeLocation: { '@type': 'Place', name: place } } : {}),
    description: context.description,
    ...(performerIn.length ? { performerIn } : {}),
    ...(subjectOf.length ? { subjectOf } : {}),
  };
}
