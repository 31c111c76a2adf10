import { describe, expect, it } from 'vitest';
import { DraftEntries, keyFieldsOf } from './cv-import.duplicates.ts';

describe('an import’s duplicates', () => {
  it('a commission, a teaching post or a membership of the same name in another year is another entry', () => {
    expect(keyFieldsOf('commissions')).toEqual(['title', 'year']);
    const draft = new DraftEntries();
    draft.add('commissions', { title: 'Memorial garden', commissioner: 'Atlas Hospital Trust', year: 2019 });
    expect(draft.has('commissions', { title: 'Memorial garden', commissioner: 'Kiln Transit Authority', year: '2014' })).toBe(false);
    expect(draft.has('commissions', { title: 'Memorial Garden', commissioner: '', year: '2019' })).toBe(true);
    // A year the CV does not give matches any.
    expect(draft.has('commissions', { title: 'Memorial garden', year: '' })).toBe(true);

    draft.add('teaching', { role: 'Visiting lecturer', institution: 'Vestland Academy', year: '2019' });
    expect(draft.has('teaching', { role: 'Visiting lecturer', institution: 'Vestland Academy', year: '2021' })).toBe(false);
    draft.add('affiliations', { name: 'Saltmarsh Artists’ Association', duration: '2016-present' });
    expect(draft.has('affiliations', { name: 'Saltmarsh Artists’ Association', duration: '2015-present' })).toBe(false);
    expect(draft.has('affiliations', { name: 'Saltmarsh Artists’ Association', duration: '2016-present' })).toBe(true);
  });

  it('exhibitions keep their key: title, venue, city and year', () => {
    expect(keyFieldsOf('soloExhibitions')).toEqual(['title', 'venue', 'city', 'year']);
  });
});
