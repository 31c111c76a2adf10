// Grants, fellowships and residencies (type, name, organization and year required).
import type * as v from 'valibot';
import { GRANT_TYPE_LABELS, GRANT_TYPES } from '../constants.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { defineSection, entryJoin, entryText, fields as f, type SectionView } from '../section-definition.ts';

const isResidency = (item: Record<string, unknown>) => item.type === 'residency';

/** The Grants tab: the grants and fellowships (a residency has its own tab). */
export const GRANTS_VIEW: SectionView = {
  shows: (item) => !isResidency(item),
  withoutOptions: { type: ['residency'] },
};

/** The Residencies tab: the grants of type 'residency', as a program at a host. */
export const RESIDENCIES_VIEW: SectionView = {
  shows: isResidency,
  fixed: { type: 'residency' },
  labels: { name: 'Program', organization: 'Host' },
  noun: 'residency',
  empty: E.empty.residencies,
  summary: (item) => ({
    primary: entryText(item.name),
    secondary: entryJoin(item.organization, item.location, item.duration, item.year),
  }),
};

export const grantsSection = defineSection({
  segment: 'grants',
  itemPaths: 'nested',
  label: 'Grants',
  noun: 'grant',
  // Residencies are grants of type residency; the public page lists them in their own section.
  table: { entity: 'Grant', relation: 'grants' },
  place: { name: 'organization', city: 'location', publicSection: 'residencies', when: { type: 'residency' } },
  fields: {
    type: f.choice(GRANT_TYPES, GRANT_TYPE_LABELS, M.grantType, 'grant', {
      label: 'Type',
      markedRequired: true,
    }),
    name: f.text(M.name, { label: 'Name' }),
    organization: f.text(M.organization, { label: 'Organization' }),
    year: f.year(M.year),
    amount: f.optionalText({ label: 'Amount' }),
    location: f.optionalText({ label: 'Location' }),
    duration: f.optionalText({ label: 'Duration', placeholder: '3 months' }),
    description: f.notes({ label: 'Description' }),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({
    primary: entryText(i.name),
    secondary: entryJoin(GRANT_TYPE_LABELS[i.type as keyof typeof GRANT_TYPE_LABELS], i.organization, i.year),
  }),
  messages: { empty: E.empty.grants, saveFailed: E.grants.saveFailed, deleteFailed: E.grants.deleteFailed },
  // Every application asks for residencies: they have a tab of their own beside the grants.
  editorTabs: [
    { id: 'grants', title: 'Grants', view: GRANTS_VIEW },
    { id: 'residencies', title: 'Residencies', view: RESIDENCIES_VIEW },
  ],
});

export const grantInput = grantsSection.input;
export const grantPatch = grantsSection.patch;
export const grant = grantsSection.item;

export type Grant = v.InferOutput<typeof grant>;
