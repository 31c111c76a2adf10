// A JSON Resume as an artist might write one by hand or export from another site: exhibitions, commissions and
// residencies as projects, grants and awards as awards, teaching as work, memberships as volunteer; full dates.
// Collections have no place in it, so its labels leave them out.
import type { CorpusCv, FileLabel, LabelledEntry } from '../model.ts';

const date = (year: string, month: string) => {
  const y = /\d{4}/.exec(year)?.[0];
  return y ? `${y}-${month}` : undefined;
};
const endOf = (years: string) => {
  const all = years.match(/\d{4}|\d{2}$/g) ?? [];
  if (all.length < 2) return undefined;
  const last = all.at(-1)!;
  return last.length === 2 ? `${all[0]!.slice(0, 2)}${last}-06` : `${last}-06`;
};
const of = (cv: CorpusCv, section: string) => cv.entries.filter((e) => e.section === section);

export function renderJsonResume(cv: CorpusCv): { text: string; labels: FileLabel[] } {
  const p = cv.person;
  const exhibition = (e: LabelledEntry, kind: string) => ({
    name: e.fields.title,
    description: `${kind} at ${e.fields.venue}, ${e.fields.city}`,
    entity: e.fields.venue,
    type: kind,
    startDate: date(e.fields.year!, '01-01'),
    ...(e.fields.notes ? { highlights: [e.fields.notes] } : {}),
  });
  const grants = of(cv, 'grants');
  const resume = {
    basics: {
      name: p.fullName,
      label: 'Visual artist',
      email: p.email || undefined,
      url: p.website || undefined,
      location: { city: p.city, countryCode: undefined, region: p.country },
      summary: `Born ${p.birthYear} in ${p.birthPlace}.`,
    },
    education: of(cv, 'education').map((e) => ({
      institution: e.fields.institution,
      studyType: e.fields.degree,
      startDate: date(e.fields.years!, '09'),
      endDate: endOf(e.fields.years!),
    })),
    awards: [...of(cv, 'awards'), ...grants.filter((g) => g.fields.type !== 'residency')].map((e) => ({
      title: e.fields.name,
      awarder: e.fields.presenter ?? e.fields.organization,
      date: date(e.fields.year!, '01-01'),
      ...(e.section === 'grants' ? { summary: e.fields.type === 'fellowship' ? 'Fellowship' : 'Grant' } : {}),
    })),
    publications: of(cv, 'bibliography').map((e) => ({
      name: e.fields.title,
      publisher: e.fields.publication,
      releaseDate: date(e.fields.year!, '01-01'),
      ...(e.fields.author ? { summary: `By ${e.fields.author}` } : {}),
    })),
    projects: [
      ...of(cv, 'soloExhibitions').map((e) => exhibition(e, 'Solo exhibition')),
      ...of(cv, 'groupExhibitions').map((e) => exhibition(e, 'Group exhibition')),
      ...grants
        .filter((g) => g.fields.type === 'residency')
        .map((e) => ({
          name: e.fields.name,
          entity: e.fields.organization,
          type: 'Residency',
          description: e.fields.location,
          startDate: date(e.fields.year!, '01-01'),
        })),
      ...of(cv, 'commissions').map((e) => ({
        name: e.fields.title,
        entity: e.fields.commissioner,
        type: 'Commission',
        startDate: date(e.fields.year!, '01-01'),
      })),
    ],
    work: of(cv, 'teaching').map((e) => ({
      name: e.fields.institution,
      position: e.fields.role,
      startDate: date(e.fields.year!, '09'),
      endDate: /present/.test(e.fields.year!) ? undefined : endOf(e.fields.year!),
    })),
    volunteer: of(cv, 'affiliations').map((e) => ({
      organization: e.fields.name,
      position: e.fields.type || 'Member',
      startDate: date(e.fields.duration!, '01'),
    })),
  };
  const labels = cv.entries
    .filter((e) => e.section !== 'collections')
    .map((e) => ({
      ...e,
      accept:
        e.section === 'awards' || (e.section === 'grants' && e.fields.type !== 'residency')
          ? (['awards', 'grants'] as FileLabel['accept'])
          : [e.section],
    }));
  return { text: `${JSON.stringify(resume, null, 2)}\n`, labels };
}
