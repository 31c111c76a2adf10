// The editor's tabs follow the contract's list: a section that exists only here gets a tab of its own after the
// older ones, under its label, and the steps hint names it.
import { SECTIONS } from '@oeuvre/contract';
import { SECTIONS_WITH_TALKS } from '@oeuvre/contract/test-support/talks-section';
import { expect, test } from 'vitest';
import { SECTION_TABS, sectionTabsOf, stepsOf } from './section-tabs';

test('every section of the list has exactly one tab', () => {
  expect(SECTION_TABS.flatMap((t) => t.kinds).sort()).toEqual(Object.keys(SECTIONS).sort());
  expect(stepsOf(SECTION_TABS)).toBe(
    'your social links, education, exhibitions, awards, grants, collections, press, works, commissions, teaching, ' +
      'affiliations and export',
  );
});

test('a new section is a tab of its own after the older ones, and a step of the hint', () => {
  const tabs = sectionTabsOf(SECTIONS_WITH_TALKS);
  expect(tabs.slice(0, -1)).toEqual(SECTION_TABS);
  expect(tabs.at(-1)).toEqual({ id: 'talks', title: 'Talks', step: 'talks', kinds: ['talks'] });
  expect(stepsOf(tabs)).toMatch(/, affiliations, talks and export$/);
});
