// The editor's tabs follow the contract's list and each definition's `editorTabs`: a section that names none (one
// defined only here) gets a tab of its own under its label, and the steps hint names it.
import { GRANTS_VIEW, RESIDENCIES_VIEW, SECTIONS } from '@oeuvre/contract';
import { SECTIONS_WITH_TALKS } from '@oeuvre/contract/test-support/talks-section';
import { expect, test } from 'vitest';
import { SECTION_TABS, sectionTabsOf, stepsOf } from './section-tabs';

test('every section of the list has a tab; grants two, split by type', () => {
  expect([...new Set(SECTION_TABS.flatMap((t) => t.kinds))].sort()).toEqual(Object.keys(SECTIONS).sort());
  expect(
    SECTION_TABS.filter((t) => t.kinds.length === 1 && t.kinds[0] === 'grants').map((t) => t.id),
  ).toEqual(['grants', 'residencies']);
  expect(stepsOf(SECTION_TABS)).toBe(
    'your social links, education, exhibitions, awards, grants, residencies, collections, press, works, commissions, ' +
      'teaching, affiliations and export',
  );
});

test('sections naming the same tab share it, and no two tabs have one id', () => {
  expect(SECTION_TABS.find((t) => t.id === 'exhibitions')?.kinds).toEqual([
    'soloExhibitions',
    'groupExhibitions',
  ]);
  expect(new Set(SECTION_TABS.map((t) => t.id)).size).toBe(SECTION_TABS.length);
  expect(SECTION_TABS.find((t) => t.id === 'bibliography')).toMatchObject({ title: 'Press', step: 'press' });
});

test('the Residencies tab lists the grants of type residency and adds them as such; Grants keeps the others', () => {
  const items = [{ type: 'grant' }, { type: 'residency' }, { type: 'fellowship' }];
  expect(items.filter(RESIDENCIES_VIEW.shows)).toEqual([{ type: 'residency' }]);
  expect(items.filter(GRANTS_VIEW.shows)).toEqual([{ type: 'grant' }, { type: 'fellowship' }]);
  expect(RESIDENCIES_VIEW.fixed).toEqual({ type: 'residency' });
  expect(GRANTS_VIEW.withoutOptions).toEqual({ type: ['residency'] });
  expect(
    RESIDENCIES_VIEW.summary!({
      name: 'Island Residency',
      organization: 'Ilha Arts',
      location: null,
      year: '2020',
    }),
  ).toEqual({ primary: 'Island Residency', secondary: 'Ilha Arts, 2020' });
});

test('a new section is a tab of its own after the older ones, and a step of the hint', () => {
  const tabs = sectionTabsOf(SECTIONS_WITH_TALKS);
  expect(tabs.slice(0, -1)).toEqual(SECTION_TABS);
  expect(tabs.at(-1)).toEqual({ id: 'talks', title: 'Talks', step: 'talks', kinds: ['talks'] });
  expect(stepsOf(tabs)).toMatch(/, affiliations, talks and export$/);
});
