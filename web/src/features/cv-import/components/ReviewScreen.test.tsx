import * as contract from '@oeuvre/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { importOf } from '../cv-import.fixtures';
import { useReview } from '../review-store';
import { ReviewScreen } from './ReviewScreen';

// Every drawing of an entry's fields reads its section's fields once: counting the reads counts the redraws.
vi.mock('@oeuvre/contract', async (original) => {
  const real = await original<typeof contract>();
  return { ...real, editorFieldsOf: vi.fn(real.editorFieldsOf) };
});

/** A long CV: 150 exhibitions. */
const longImport = () =>
  importOf({
    entries: Array.from({ length: 150 }, (_, i) => ({
      id: `e${i + 1}`,
      section: i % 2 ? 'groupExhibitions' : 'soloExhibitions',
      fields: {
        title: `Show ${i + 1}`,
        venue: 'Galleri Nord',
        city: 'Bergen',
        year: String(1990 + (i % 30)),
        notes: '',
      },
      source: `${1990 + (i % 30)} Show ${i + 1}, Galleri Nord, Bergen`,
      duplicate: false,
    })),
  });

/** The review screen on its own, with an empty data cache. */
const renderReview = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ReviewScreen onAdded={() => undefined} onDiscard={async () => undefined} />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('ReviewScreen with a long CV', () => {
  it('typing in one entry, or ticking it, redraws that entry and not the other 149', () => {
    useReview.getState().load(longImport(), ownProfile());
    renderReview();
    expect(document.querySelectorAll('.import-entry')).toHaveLength(150);
    const reads = vi.mocked(contract.editorFieldsOf);

    reads.mockClear();
    fireEvent.change(document.getElementById('import-e75-title')!, { target: { value: 'Show 75, revised' } });
    expect(useReview.getState().entries.e75!.fields.title).toBe('Show 75, revised');
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);

    reads.mockClear();
    fireEvent.click(document.querySelector('[data-entry="e76"] input[type="checkbox"]')!);
    expect(useReview.getState().entries.e76!.ticked).toBe(false);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);
  });
});

describe('ReviewScreen: the entries that need a correction', () => {
  it("'Correct N entries' pressed again goes on to the next entry that needs one, then round again", async () => {
    const user = userEvent.setup();
    // Three awards read without their presenter, between two complete ones.
    const award = (n: number, presenter: string) => ({
      id: `e${n}`,
      section: 'awards' as const,
      fields: { name: `Coast Prize ${n}`, presenter, year: '2020', notes: '' },
      source: `2020 Coast Prize ${n}${presenter ? `, ${presenter}` : ''}`,
      duplicate: false,
    });
    useReview
      .getState()
      .load(
        importOf({
          entries: [
            award(1, ''),
            award(2, 'Vest Foundation'),
            award(3, ''),
            award(4, ''),
            award(5, 'Nord Fund'),
          ],
        }),
        ownProfile(),
      );
    renderReview();
    const button = screen.getByRole('button', { name: 'Correct 3 entries' });
    const visited: (string | null | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      await user.click(button);
      await waitFor(() => expect(document.activeElement?.closest('[data-entry]')).not.toBeNull());
      visited.push(document.activeElement?.closest('[data-entry]')?.getAttribute('data-entry'));
    }
    expect(visited).toEqual(['e1', 'e3', 'e4', 'e1']);
    expect(document.activeElement?.id).toBe('import-e1-presenter');
  });
});

describe('ReviewScreen: residencies', () => {
  it('lists a residency under Residencies, apart from the grants, in the groups and the summary', () => {
    const grant = { name: 'Travel grant', organization: 'Arts Council Norway', year: '2022', amount: '', location: '', duration: '', description: '' };
    useReview.getState().load(
      importOf({
        entries: [
          { id: 'g1', section: 'grants', fields: { ...grant, type: 'grant' }, source: '2022 Travel grant', duplicate: false },
          { id: 'r1', section: 'grants', fields: { ...grant, type: 'residency', name: 'Studio residency', organization: 'Villa Lena' }, source: '2021 Studio residency', duplicate: false },
        ],
      }),
      ownProfile(),
    );
    renderReview();
    const residencies = screen.getByRole('heading', { name: 'Residencies (1)' });
    expect(screen.getByRole('heading', { name: 'Grants (1)' })).toBeTruthy();
    const group = residencies.closest('section')!;
    expect(group.querySelector('[data-entry="r1"]')).toBeTruthy();
    expect(group.querySelector('[data-entry="g1"]')).toBeNull();
    // Its fields are labelled as the editor's Residencies tab labels them; a grant's as the Grants tab does.
    const labelOf = (id: string) => document.querySelector(`label[for="${id}"]`)?.textContent?.trim();
    expect([labelOf('import-r1-name'), labelOf('import-r1-organization')]).toEqual(['Program *', 'Host *']);
    expect([labelOf('import-g1-name'), labelOf('import-g1-organization')]).toEqual(['Name *', 'Organization *']);
    const jumps = screen.getByRole('navigation').querySelectorAll('a');
    expect([...jumps].map((a) => a.textContent)).toEqual(['Grants (1)', 'Residencies (1)']);

    // A grant whose type becomes residency moves to the residencies, the focus still on its type.
    const type = document.getElementById('import-g1-type')!;
    type.focus();
    fireEvent.change(type, { target: { value: 'residency' } });
    expect(screen.getByRole('heading', { name: 'Residencies (2)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Grants/ })).toBeNull();
    expect(document.activeElement?.id).toBe('import-g1-type');
    expect(document.activeElement?.closest('section')?.querySelector('h2')?.textContent).toBe('Residencies (2)');
  });

  it("offers the review's groups as an entry's section (Residencies among them); a move keeps the focus and, back again, the entry's type", () => {
    const grant = { name: 'Travel grant', organization: 'Arts Council Norway', year: '2022', amount: '', location: '', duration: '', description: '' };
    useReview.getState().load(
      importOf({
        entries: [
          { id: 'g1', section: 'grants', fields: { ...grant, type: 'fellowship' }, source: '2022 Travel fellowship', duplicate: false },
          { id: 'r1', section: 'grants', fields: { ...grant, type: 'residency', name: 'Studio residency', organization: 'Villa Lena' }, source: '2021 Studio residency', duplicate: false },
        ],
      }),
      ownProfile(),
    );
    renderReview();
    const select = (id: string) => document.getElementById(`import-entry-${id}-section`) as HTMLSelectElement;
    const groupOf = (id: string) => document.querySelector(`[data-entry="${id}"]`)?.closest('section')?.querySelector('h2')?.textContent;
    const options = [...select('g1').options].map((o) => o.text);
    expect(options.slice(0, 7)).toEqual(['Solo Exhibitions', 'Group Exhibitions', 'Commissions', 'Grants', 'Residencies', 'Awards', 'Collections']);
    expect(select('g1').selectedOptions[0]!.text).toBe('Grants');
    expect(select('r1').selectedOptions[0]!.text).toBe('Residencies');

    // Residencies chosen for a fellowship: a grant of type residency, listed with the residencies, the focus on the choice.
    select('g1').focus();
    fireEvent.change(select('g1'), { target: { value: 'residencies' } });
    expect(useReview.getState().entries.g1).toMatchObject({ section: 'grants', fields: { type: 'residency' } });
    expect(groupOf('g1')).toBe('Residencies (2)');
    expect(document.activeElement).toBe(select('g1'));
    expect(select('g1').selectedOptions[0]!.text).toBe('Residencies');

    // Grants chosen for a residency: a type the Grants tab offers.
    fireEvent.change(select('r1'), { target: { value: 'grants' } });
    expect((document.getElementById('import-r1-type') as HTMLSelectElement).value).toBe('grant');
    expect(groupOf('r1')).toBe('Grants (1)');
    expect(document.activeElement).toBe(select('r1'));

    // Away to Awards and back: the fellowship is a fellowship again, with the name typed meanwhile.
    fireEvent.change(select('g1'), { target: { value: 'grants' } });
    expect(useReview.getState().entries.g1!.fields.type).toBe('fellowship');
    fireEvent.change(select('g1'), { target: { value: 'awards' } });
    expect(groupOf('g1')).toBe('Awards (1)');
    fireEvent.change(document.getElementById('import-g1-name')!, { target: { value: 'Travel fellowship' } });
    fireEvent.change(select('g1'), { target: { value: 'grants' } });
    expect(useReview.getState().entries.g1!.fields).toEqual({ ...grant, type: 'fellowship', name: 'Travel fellowship' });
    expect(document.activeElement).toBe(select('g1'));
  });
});
