// The editor's tabs follow the contract's list: a section that exists only here gets a tab of its own after the
// older ones, under its label, and the steps hint names it.
import {
  SECTIONS,
  ValidationMessages as M,
  defineSection,
  fields as f,
  type SectionDefinition,
} from '@oeuvre/contract';
import { expect, test } from 'vitest';
import { SECTION_TABS, sectionTabsOf, stepsOf } from './section-tabs';

const talksSection = defineSection({
  segment: 'talks',
  itemPaths: 'nested',
  label: 'Talks',
  noun: 'talk',
  fields: { title: f.text(M.title, { label: 'Title' }), year: f.year(M.year) },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: String(i.title), secondary: String(i.year) }),
  messages: { empty: 'No talks yet', saveFailed: 'Could not save the talk', deleteFailed: 'Could not delete it' },
});

test('every section of the list has exactly one tab', () => {
  expect(SECTION_TABS.flatMap((t) => t.kinds).sort()).toEqual(Object.keys(SECTIONS).sort());
  expect(stepsOf(SECTION_TABS)).toBe(
    'your social links, education, exhibitions, awards, grants, collections, press, works, commissions, teaching, ' +
      'affiliations and export',
  );
});

test('a new section is a tab of its own after the older ones, and a step of the hint', () => {
  const tabs = sectionTabsOf({ ...(SECTIONS as Record<string, SectionDefinition>), talks: talksSection });
  expect(tabs.slice(0, -1)).toEqual(SECTION_TABS);
  expect(tabs.at(-1)).toEqual({ id: 'talks', title: 'Talks', step: 'talks', kinds: ['talks'] });
  expect(stepsOf(tabs)).toMatch(/, affiliations, talks and export$/);
});
