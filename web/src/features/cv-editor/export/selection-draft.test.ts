import { CV_DOC_SECTIONS, DEFAULT_CV_OPTIONS } from '@oeuvre/contract';
import { draftCvSource, sourceEntries } from '@oeuvre/cv-document';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { chooseAll, draftOf, moveSection, optionsOf, sameOptions, toggleChoice } from './selection-draft';

const items = [
  { key: 'a', private: false },
  { key: 'b', private: true },
  { key: 'c', private: false },
];

describe('selection drafts', () => {
  it('a choice back to exactly the public entries is "all" again (null); private ones are chosen by name', () => {
    const without = toggleChoice(items, null, 'c');
    expect(without).toEqual(['a']);
    expect(toggleChoice(items, without, 'c')).toBeNull();
    expect(toggleChoice(items, null, 'b')).toEqual(['a', 'b', 'c']);
    expect(chooseAll(items, true)).toEqual(['a', 'b', 'c']);
    expect(chooseAll(items, false)).toEqual([]);
  });

  it('keeps left-out sections in the order and drops entries and works deleted since the selection was saved', () => {
    const profile = ownProfile({
      awards: [{ id: 5, name: 'Prize', presenter: 'Foundation', year: '2020', notes: null }],
      works: [
        {
          id: 8,
          title: 'W',
          medium: 'Oil',
          dimensions: null,
          year: '2021',
          imageUrl: '/uploads/w.webp',
          exhibition: null,
        },
      ],
    });
    const draft = draftOf({
      ...DEFAULT_CV_OPTIONS,
      sections: [{ section: 'grants', entries: ['awards:5', 'awards:99'] }],
      works: [8, 77],
    });
    expect(draft.sections.map((s) => s.section)).toEqual([
      'grants',
      ...CV_DOC_SECTIONS.filter((s) => s !== 'grants'),
    ]);
    expect(draft.sections.filter((s) => s.included)).toHaveLength(1);
    const options = optionsOf(moveSection(draft, 0, 3), profile, sourceEntries(draftCvSource(profile)));
    expect(options.sections).toEqual([{ section: 'grants', entries: ['awards:5'] }]);
    expect(options.works).toEqual([8]);
    expect(
      sameOptions(options, { ...options, sections: [{ section: 'grants', entries: ['awards:5'] }] }),
    ).toBe(true);
    expect(sameOptions(options, { ...options, pageSize: 'Letter' })).toBe(false);
  });
});
