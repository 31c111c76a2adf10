// Oeuvre's own outputs of a corpus CV: the CV PDF and the JSON Resume the published page offers, made by the same
// code (buildCvDocument, renderCvPdf, toJsonResume) from the profile the CV's labels describe.
import { DEFAULT_CV_OPTIONS, type ArtistProfile } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource, toJsonResume } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { renderCvPdf } from '../../../cv-documents/cv-pdf.ts';
import type { ImportSection } from '../../reader/types.ts';
import type { CorpusCv, FileLabel } from '../model.ts';

const orNull = (text: string | undefined) => (text ? text : null);

/** The profile whose entries are the CV's labels (ids in order, empty fields null). */
export function profileOf(cv: CorpusCv): ArtistProfile {
  const p = cv.person;
  const of = (section: ImportSection) =>
    cv.entries
      .filter((e) => e.section === section)
      .map((e, i) => ({
        id: i + 1,
        ...Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, orNull(v)])),
      }));
  return sampleCvSource({
    fullName: p.fullName,
    displayName: null,
    email: p.email,
    city: p.city,
    country: p.country,
    website: p.website,
    artistStatement: undefined,
    socialMedia: [],
    works: [],
    education: of('education') as ArtistProfile['education'],
    soloExhibitions: of('soloExhibitions') as ArtistProfile['soloExhibitions'],
    groupExhibitions: of('groupExhibitions') as ArtistProfile['groupExhibitions'],
    awards: of('awards') as ArtistProfile['awards'],
    grants: of('grants') as ArtistProfile['grants'],
    collections: of('collections') as ArtistProfile['collections'],
    bibliography: of('bibliography') as ArtistProfile['bibliography'],
    commissions: of('commissions') as ArtistProfile['commissions'],
    teaching: of('teaching') as ArtistProfile['teaching'],
    affiliations: of('affiliations') as ArtistProfile['affiliations'],
  });
}

/** Oeuvre lists awards, grants and fellowships under one heading ('Grants, Awards & Fellowships'), residencies apart. */
export const oeuvreLabels = (cv: CorpusCv): FileLabel[] =>
  cv.entries.map((e) => ({
    ...e,
    accept:
      e.section === 'awards' || (e.section === 'grants' && e.fields.type !== 'residency')
        ? ['awards', 'grants']
        : [e.section],
  }));

export async function renderOeuvrePdf(cv: CorpusCv): Promise<Uint8Array> {
  const doc = buildCvDocument(draftCvSource(profileOf(cv)), DEFAULT_CV_OPTIONS);
  return new Uint8Array(await renderCvPdf(doc, new Date(Date.UTC(2025, 0, 1))));
}

export function renderOeuvreJson(cv: CorpusCv): string {
  const resume = toJsonResume(draftCvSource(profileOf(cv)), DEFAULT_CV_OPTIONS, {
    origin: 'https://oeuvre.example',
    pageUrl: null,
  });
  return `${JSON.stringify(resume, null, 2)}\n`;
}
