// One valid entry for every CV section, added through the section routes.
import { SECTION_KINDS, SECTIONS, type SectionKind } from '@oeuvre/contract';
import { expectStatus, type Browser } from './people.ts';

export const SECTION_SAMPLES: Record<SectionKind, (imageUrl: string) => Record<string, unknown>> = {
  socialMedia: () => ({ platform: 'instagram', username: '@rivers' }),
  education: () => ({ institution: 'RCA', degree: 'MA', years: '2001-2003' }),
  soloExhibitions: () => ({ title: 'Tides', venue: 'Kunsthalle', city: 'Bern', year: '2020' }),
  groupExhibitions: () => ({ title: 'Shore', venue: 'KW', city: 'Berlin', year: '2021' }),
  works: (imageUrl) => ({ title: 'Tide I', medium: 'Oil on linen', year: '2020', imageUrl }),
  awards: () => ({ name: 'Young Painter Prize', presenter: 'Foundation', year: '2019' }),
  grants: () => ({ type: 'residency', name: 'Studio Year', organization: 'Villa', year: '2018' }),
  collections: () => ({ name: 'Museum of Light' }),
  bibliography: () => ({ title: 'On Tides', publication: 'Frieze', year: '2021' }),
  commissions: () => ({ title: 'Mural' }),
  teaching: () => ({ role: 'Lecturer', institution: 'UdK Berlin' }),
  affiliations: () => ({ name: 'Painters Guild' }),
};

/** Adds one entry to every section of the profile; `workImageUrl` illustrates the work. */
export async function fillEverySection(
  browser: Browser,
  artistId: number,
  workImageUrl: string,
): Promise<void> {
  for (const kind of SECTION_KINDS) {
    const res = await browser.fetch(`/api/artists/${artistId}/${SECTIONS[kind].segment}`, {
      method: 'POST',
      json: SECTION_SAMPLES[kind](workImageUrl),
    });
    await expectStatus(res, 201, `adding a ${kind} entry`);
  }
}
