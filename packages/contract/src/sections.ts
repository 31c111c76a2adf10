// The CV's list sections: their path segment, editor schemas and item shape, in one registry.
import type * as v from 'valibot';
import { affiliation, affiliationInput, affiliationPatch } from './schemas/affiliations.ts';
import { award, awardInput, awardPatch } from './schemas/awards.ts';
import { bibliographyEntry, bibliographyInput, bibliographyPatch } from './schemas/bibliography.ts';
import { collection, collectionInput, collectionPatch } from './schemas/collections.ts';
import { commission, commissionInput, commissionPatch } from './schemas/commissions.ts';
import { education, educationInput, educationPatch } from './schemas/education.ts';
import { exhibition, exhibitionInput, exhibitionPatch } from './schemas/exhibitions.ts';
import { grant, grantInput, grantPatch } from './schemas/grants.ts';
import { socialMedia, socialMediaInput, socialMediaPatch } from './schemas/social-media.ts';
import { teaching, teachingInput, teachingPatch } from './schemas/teaching.ts';
import { work, workInput, workPatch } from './schemas/works.ts';

/**
 * 'flat' items are changed at /api/<segment>/:id (the spec's older sections);
 * 'nested' ones at /api/artists/:id/<segment>/:itemId.
 */
export const SECTIONS = {
  socialMedia: {
    segment: 'social-media',
    itemPaths: 'flat',
    label: 'Social',
    input: socialMediaInput,
    patch: socialMediaPatch,
    item: socialMedia,
  },
  education: {
    segment: 'education',
    itemPaths: 'flat',
    label: 'Education',
    input: educationInput,
    patch: educationPatch,
    item: education,
  },
  soloExhibitions: {
    segment: 'solo-exhibitions',
    itemPaths: 'flat',
    label: 'Solo Exhibitions',
    input: exhibitionInput,
    patch: exhibitionPatch,
    item: exhibition,
  },
  groupExhibitions: {
    segment: 'group-exhibitions',
    itemPaths: 'flat',
    label: 'Group Exhibitions',
    input: exhibitionInput,
    patch: exhibitionPatch,
    item: exhibition,
  },
  works: {
    segment: 'works',
    itemPaths: 'flat',
    label: 'Works',
    input: workInput,
    patch: workPatch,
    item: work,
  },
  awards: {
    segment: 'awards',
    itemPaths: 'nested',
    label: 'Awards',
    input: awardInput,
    patch: awardPatch,
    item: award,
  },
  grants: {
    segment: 'grants',
    itemPaths: 'nested',
    label: 'Grants',
    input: grantInput,
    patch: grantPatch,
    item: grant,
  },
  collections: {
    segment: 'collections',
    itemPaths: 'nested',
    label: 'Collections',
    input: collectionInput,
    patch: collectionPatch,
    item: collection,
  },
  bibliography: {
    segment: 'bibliography',
    itemPaths: 'nested',
    label: 'Press',
    input: bibliographyInput,
    patch: bibliographyPatch,
    item: bibliographyEntry,
  },
  commissions: {
    segment: 'commissions',
    itemPaths: 'nested',
    label: 'Commissions',
    input: commissionInput,
    patch: commissionPatch,
    item: commission,
  },
  teaching: {
    segment: 'teaching',
    itemPaths: 'nested',
    label: 'Teaching',
    input: teachingInput,
    patch: teachingPatch,
    item: teaching,
  },
  affiliations: {
    segment: 'affiliations',
    itemPaths: 'nested',
    label: 'Affiliations',
    input: affiliationInput,
    patch: affiliationPatch,
    item: affiliation,
  },
} as const;

export type SectionKind = keyof typeof SECTIONS;
export const SECTION_KINDS = Object.keys(SECTIONS) as SectionKind[];

type Section<K extends SectionKind> = (typeof SECTIONS)[K];
/** What the editor form holds (before validation). */
export type SectionForm<K extends SectionKind> = v.InferInput<Section<K>['input']>;
export type SectionInput<K extends SectionKind> = v.InferOutput<Section<K>['input']>;
export type SectionPatchForm<K extends SectionKind> = v.InferInput<Section<K>['patch']>;
export type SectionPatch<K extends SectionKind> = v.InferOutput<Section<K>['patch']>;
export type SectionItem<K extends SectionKind> = v.InferOutput<Section<K>['item']>;
