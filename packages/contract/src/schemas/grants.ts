// Grants, fellowships and residencies (type, name, organization and year required).
import * as v from 'valibot';
import { GRANT_TYPE_LABELS, GRANT_TYPES } from '../constants.ts';
import { clean, list, named, sameText, sentences } from '../cv-line.ts';
import { datesOf, joinedSentences } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
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

const defined = defineSection({
  segment: 'grants',
  itemPaths: 'nested',
  label: 'Grants',
  noun: 'grant',
  // Residencies are grants of type residency; the public page lists them in their own section.
  table: { entity: 'Grant', relation: 'grants' },
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

/**
 * On the public page residencies are a section of their own (a programme at a host), and the other grants and
 * fellowships are listed with the awards ("Grants, Awards & Fellowships"; awards.ts adds them).
 */
export const grantsSection = publishes(
  defined,
  publicShape({
    key: 'residencies',
    label: 'Residencies',
    fields: labelled(['program', 'Program'], ['host', 'Host'], ['duration', 'Duration'], ['year', 'Year']),
    item: v.object({
      id: p.entryId,
      program: p.text,
      host: p.text,
      duration: p.nullableText,
      year: p.text,
      location: p.extra,
      amount: p.extra,
      notes: p.extra,
    }),
    rename: { program: 'name', host: 'organization', notes: 'description' },
    when: RESIDENCIES_VIEW.shows,
    yearField: 'year',
    // A residency named by its host ('Villa Albertine') says the host once.
    read: (r) => [
      list(named(r.program), sameText(r.host, r.program) ? '' : r.host, r.location, r.duration),
      sentences(r.amount, r.notes),
    ],
    venue: { role: 'resident', name: 'host', city: 'location', title: 'program' },
    cvSearch: ['program', 'host'],
    resume: {
      list: 'projects',
      entry: (r) => ({
        name: clean(r.program),
        type: 'residency',
        entity: clean(r.host),
        description: joinedSentences(r.location, r.duration, r.amount, r.notes),
        startDate: datesOf(r.year).start,
        endDate: datesOf(r.year).end,
      }),
    },
  }),
  publicShape({
    key: 'grants',
    label: 'Grants, Awards & Fellowships',
    anchor: 'grants-awards-fellowships',
    fields: labelled(['name', 'Name'], ['grantor', 'Grantor'], ['year', 'Year'], ['notes', 'Notes']),
    item: v.object({
      id: p.entryId,
      name: p.text,
      grantor: p.text,
      year: p.text,
      notes: p.nullableText,
      /** 'award', 'grant' or 'fellowship'. */
      type: p.extra,
      location: p.extra,
      duration: p.extra,
      amount: p.extra,
    }),
    rename: { grantor: 'organization', notes: 'description' },
    when: GRANTS_VIEW.shows,
    yearField: 'year',
    read: (g) => [
      list(named(g.name), g.grantor, g.location),
      sentences(g.type === 'fellowship' ? GRANT_TYPE_LABELS.fellowship : '', g.duration, g.amount, g.notes),
    ],
    // An award says its notes; a grant or fellowship its kind, place, term and amount.
    resume: {
      list: 'awards',
      entry: (g) => ({
        title: clean(g.name),
        awarder: clean(g.grantor),
        date: datesOf(g.year).start,
        summary:
          g.type === 'grant' || g.type === 'fellowship'
            ? joinedSentences(
                g.type === 'fellowship' ? 'Fellowship' : 'Grant',
                g.location,
                g.duration,
                g.amount,
                g.notes,
              )
            : clean(g.notes),
      }),
    },
  }),
);

export const grantInput = grantsSection.input;
export const grantPatch = grantsSection.patch;
export const grant = grantsSection.item;

export type Grant = v.InferOutput<typeof grant>;
