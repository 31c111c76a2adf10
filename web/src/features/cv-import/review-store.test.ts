import { beforeEach, describe, expect, it } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { importOf } from './cv-import.fixtures';
import { addedParts } from './hooks/use-apply';
import { entryFromLine, remapFields } from './remap';
import { applyPlan, checkEntries, groupsOf, personChanges, REVIEW_GROUPS, tickedCount, useReview } from './review-store';

const state = () => useReview.getState();

describe('remapFields', () => {
  it('keeps every field between solo and group exhibitions', () => {
    const fields = { title: 'Tidewater', venue: 'Galleri Nord', city: 'Bergen', year: '2023', notes: 'with catalogue' };
    expect(remapFields('soloExhibitions', 'groupExhibitions', fields)).toEqual(fields);
  });

  it('moves fields by their role, and keeps what finds no place in the notes', () => {
    const exhibition = { title: 'Tidewater', venue: 'Galleri Nord', city: 'Bergen', year: '2023', notes: '' };
    expect(remapFields('soloExhibitions', 'education', exhibition)).toEqual({
      institution: 'Galleri Nord',
      degree: 'Tidewater',
      years: '2023',
      notes: 'Bergen',
    });
    expect(remapFields('soloExhibitions', 'awards', exhibition)).toEqual({
      name: 'Tidewater',
      presenter: 'Galleri Nord',
      year: '2023',
      notes: 'Bergen',
    });
    // A list keeps its first choice; the name lands in the main field.
    expect(remapFields('awards', 'grants', { name: 'Coast Prize', presenter: 'Vest Foundation', year: '2020', notes: 'shared' })).toEqual({
      type: 'grant',
      name: 'Coast Prize',
      organization: 'Vest Foundation',
      year: '2020',
      amount: '',
      location: '',
      duration: '',
      description: 'shared',
    });
  });

  it('puts a line in the main field of a new entry', () => {
    expect(entryFromLine('affiliations', ' Member of the Bergen Printmakers ')).toEqual({ name: 'Member of the Bergen Printmakers', type: '', duration: '' });
    expect(entryFromLine('teaching', 'Visiting lecturer')).toMatchObject({ role: 'Visiting lecturer', institution: '' });
  });
});

describe('the review store', () => {
  beforeEach(() => state().load(importOf(), ownProfile({ website: 'https://ines.example', city: '' })));

  it('groups entries by section, with duplicates unticked', () => {
    expect(groupsOf(state()).map((g) => [g.id, g.title])).toEqual([
      ['soloExhibitions', 'Solo Exhibitions'],
      ['awards', 'Awards'],
      ['education', 'Education'],
    ]);
    expect(state().entries.e2).toMatchObject({ duplicate: true, ticked: false });
    expect(tickedCount(state())).toBe(3);
  });

  it('ticks and unticks a whole section', () => {
    const solo = REVIEW_GROUPS.find((g) => g.id === 'soloExhibitions')!;
    state().tickGroup(solo, true);
    expect([state().entries.e1!.ticked, state().entries.e2!.ticked]).toEqual([true, true]);
    state().tickGroup(solo, false);
    expect(tickedCount(state())).toBe(2);
    expect(state().entries.e3!.ticked).toBe(true);
  });

  it("lists residencies apart from grants, as the editor's tabs do; an entry follows its type", () => {
    const grant = { name: 'Travel grant', organization: 'Arts Council Norway', year: '2022', amount: '', location: '', duration: '', description: '' };
    state().load(
      importOf({
        entries: [
          { id: 'g1', section: 'grants', fields: { ...grant, type: 'grant' }, source: '2022 Travel grant', duplicate: false },
          { id: 'r1', section: 'grants', fields: { ...grant, type: 'residency', name: 'Studio residency', organization: 'Villa Lena' }, source: '2021 Studio residency', duplicate: false },
        ],
      }),
      ownProfile(),
    );
    expect(groupsOf(state()).map((g) => [g.id, g.section, g.title])).toEqual([
      ['grants', 'grants', 'Grants'],
      ['residencies', 'grants', 'Residencies'],
    ]);
    // Unticking the residencies leaves the grants ticked.
    state().tickGroup(REVIEW_GROUPS.find((g) => g.id === 'residencies')!, false);
    expect([state().entries.g1!.ticked, state().entries.r1!.ticked]).toEqual([true, false]);
    // A grant whose type becomes residency is listed with the residencies.
    state().setField('g1', 'type', 'residency');
    expect(groupsOf(state()).map((g) => g.id)).toEqual(['residencies']);
    // Every group has its own id.
    expect(new Set(REVIEW_GROUPS.map((g) => g.id)).size).toBe(REVIEW_GROUPS.length);
  });

  describe('moving an entry between groups', () => {
    const grant = { name: 'Studio residency', organization: 'Villa Lena', year: '2021', amount: '', location: 'Toiano', duration: '3 months', description: '' };
    beforeEach(() =>
      state().load(
        importOf({
          entries: [
            { id: 'r1', section: 'grants', fields: { ...grant, type: 'residency' }, source: '2021 Studio residency, Villa Lena', duplicate: false },
            { id: 'f1', section: 'grants', fields: { ...grant, type: 'fellowship', name: 'Print fellowship' }, source: '2020 Print fellowship', duplicate: false },
            { id: 'a1', section: 'awards', fields: { name: 'Coast Prize', presenter: 'Vest Foundation', year: '2020', notes: '' }, source: '2020 Coast Prize', duplicate: false },
          ],
        }),
        ownProfile(),
      ),
    );
    const groupIdOf = (id: string) => groupsOf({ ids: [id], entries: state().entries })[0]?.id;

    it('to Residencies: a grant of type residency; to Grants: a type the Grants tab offers', () => {
      state().setGroup('a1', 'residencies');
      expect(state().entries.a1).toMatchObject({ section: 'grants', fields: { type: 'residency', name: 'Coast Prize', organization: 'Vest Foundation' } });
      expect(groupIdOf('a1')).toBe('residencies');
      state().setGroup('r1', 'grants');
      expect(state().entries.r1!.fields).toEqual({ ...grant, type: 'grant' });
      expect(groupIdOf('r1')).toBe('grants');
      // The focus goes to the section choice, drawn again in the new group.
      expect(state().focus).toEqual({ entry: 'r1', element: 'import-entry-r1-section' });
    });

    it('moved away and back, an entry has its values again (a residency stays one), with what was changed meanwhile', () => {
      state().setGroup('r1', 'awards');
      expect(state().entries.r1).toMatchObject({ section: 'awards', fields: { name: 'Studio residency', presenter: 'Villa Lena' } });
      state().setField('r1', 'name', 'Studio residency, Tuscany');
      state().setGroup('r1', 'education');
      state().setGroup('r1', 'residencies');
      expect(state().entries.r1).toMatchObject({ section: 'grants', fields: { ...grant, type: 'residency', name: 'Studio residency, Tuscany' } });
      // A plain round trip changes nothing: the entry is sent as read.
      state().setGroup('f1', 'residencies');
      expect(state().entries.f1!.fields.type).toBe('residency');
      state().setGroup('f1', 'soloExhibitions');
      state().setGroup('f1', 'grants');
      expect(state().entries.f1!.fields).toEqual({ ...grant, type: 'fellowship', name: 'Print fellowship' });
      expect(applyPlan(state()).edits).toEqual({
        r1: { fields: { ...grant, type: 'residency', name: 'Studio residency, Tuscany' } },
      });
    });
  });

  it('counts what was added as the review groups it: residencies apart from grants', () => {
    const fields = (type: string) => ({ type, name: 'N', organization: 'O', year: '2020' });
    const sent = [
      { section: 'soloExhibitions' as const, fields: {} },
      { section: 'grants' as const, fields: fields('grant') },
      { section: 'grants' as const, fields: fields('residency') },
      { section: 'grants' as const, fields: fields('residency') },
    ];
    expect(addedParts({ soloExhibitions: 1, grants: 3, awards: 0 }, sent)).toEqual(['Solo Exhibitions: 1', 'Grants: 1', 'Residencies: 2']);
    // Skipped entries of one group only: the split is still known.
    expect(addedParts({ grants: 2 }, sent.slice(2).concat(sent.slice(2)))).toEqual(['Residencies: 2']);
    expect(addedParts({ grants: 1 }, [sent[1]!, sent[1]!])).toEqual(['Grants: 1']);
    // One skipped of a grant and two residencies: which one cannot be told, so the count is given for both together.
    expect(addedParts({ grants: 2 }, sent)).toEqual(['Grants and Residencies: 2']);
  });

  it('changes an entry in place without touching the others', () => {
    const before = state().entries;
    state().setField('e1', 'title', 'Tidewater II');
    expect(state().entries.e1!.fields.title).toBe('Tidewater II');
    expect(state().entries.e3).toBe(before.e3);
  });

  it('sends a line from the tray to a section, or discards it', () => {
    const id = state().sendLine('line-0', 'affiliations');
    expect(state().entries[id]).toMatchObject({ section: 'affiliations', fromLine: true, ticked: true, page: 2 });
    expect(state().entries[id]!.fields.name).toBe('Member of the Bergen Printmakers');
    expect(groupsOf(state()).map((g) => g.id)).toContain('affiliations');
    state().discardLine('line-1');
    expect(state().tray).toEqual([]);
  });

  it('applies in one body: the ticked entries with only what changed, the lines from the tray, the corrected details', () => {
    state().setGroup('e1', 'groupExhibitions');
    state().setField('e3', 'degree', 'MFA in Printmaking');
    state().tick('e4', false);
    state().sendLine('line-0', 'affiliations');
    expect(applyPlan(state())).toEqual({
      entries: ['e1', 'e3'],
      person: true,
      lines: [{ section: 'affiliations', fields: { name: 'Member of the Bergen Printmakers', type: '', duration: '' } }],
      edits: {
        e1: { section: 'groupExhibitions', fields: { title: 'Tidewater', venue: 'Galleri Nord', city: 'Bergen', year: '2023', notes: '' } },
        e3: { fields: { institution: 'Bergen Academy of Art', degree: 'MFA in Printmaking', years: '2010-2012', notes: '' } },
      },
    });
    state().setPerson('website', 'https://marlowe.example');
    state().replacePerson('website', true);
    expect(applyPlan(state())).toMatchObject({ details: { website: 'https://marlowe.example' }, replace: ['website'] });
  });

  it("checks ticked entries by their section's rules", () => {
    state().setField('e1', 'venue', '');
    state().setField('e2', 'title', '');
    expect(Object.keys(checkEntries(state()))).toEqual(['e1']);
    expect(checkEntries(state()).e1).toEqual({ venue: 'Title, venue, city, and year are required' });
  });

  it('fills empty profile fields; a filled one only when the artist asks to replace it', () => {
    const { person } = state();
    expect(person.use).toBe(true);
    expect(personChanges(person, false)).toEqual({});
    state().setPerson('website', 'https://marlowe.example');
    expect(personChanges(state().person, false)).toEqual({});
    state().replacePerson('website', true);
    expect(personChanges(state().person, false)).toEqual({ website: 'https://marlowe.example' });
    state().setPerson('city', 'Stavanger');
    expect(personChanges(state().person, false)).toMatchObject({ city: 'Stavanger' });
    state().usePerson(false);
    expect(personChanges(state().person, false)).toEqual({});
  });
});
