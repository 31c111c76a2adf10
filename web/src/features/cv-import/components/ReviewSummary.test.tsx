import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { importOf } from '../cv-import.fixtures';
import { useReview } from '../review-store';
import { ReviewScreen } from './ReviewScreen';

function renderReview(unparsed?: { text: string; page?: number }[]) {
  const base = importOf();
  useReview.getState().load(
    importOf({
      ...(unparsed ? { unparsed } : {}),
      entries: [
        ...base.entries,
        // Read without its presenter: the awards' rules refuse it as it stands.
        { id: 'e5', section: 'awards', fields: { name: 'Harbour Grant', presenter: '', year: '2019', notes: '' }, source: '2019 Harbour Grant', duplicate: false },
      ],
    }),
    ownProfile(),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ReviewScreen onAdded={() => undefined} onDiscard={async () => undefined} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the review at a glance', () => {
  it('counts what was read and what needs attention, and links to each section', () => {
    renderReview();
    const summary = screen.getByRole('region', { name: 'At a glance' });
    expect(within(summary).getByText('5 entries read in 3 sections')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: '2 lines not read' })).toBeTruthy();
    expect(within(summary).getByText('1 already in your CV (left unticked)')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: '1 entry needs a correction' })).toBeTruthy();
    const nav = within(summary).getByRole('navigation', { name: 'Jump to a section' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Solo Exhibitions (2)', 'Awards (2)', 'Education (1)']);

    fireEvent.click(within(nav).getByRole('link', { name: 'Education (1)' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Education (1)' }));
    fireEvent.click(within(summary).getByRole('link', { name: '2 lines not read' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lines not read (2)' }));
  });

  it('says every line was read when none was left over, with no link to an empty list', () => {
    renderReview([]);
    const summary = screen.getByRole('region', { name: 'At a glance' });
    expect(within(summary).getByText('Every line was read')).toBeTruthy();
    expect(within(summary).queryByRole('link', { name: /not read/ })).toBeNull();
  });

  it('flags an entry that needs a correction before Add, and the action bar goes to it; the flag leaves once it is fixed', async () => {
    renderReview();
    const grant = screen.getByRole('listitem', { name: 'Harbour Grant' });
    expect(within(grant).getByText('Needs a correction')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Coast Prize' })).queryByText('Needs a correction')).toBeNull();

    const actions = screen.getByRole('group', { name: 'Import actions' });
    await act(async () => {
      fireEvent.click(within(actions).getByRole('button', { name: 'Correct 1 entry' }));
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    });
    const presenter = document.getElementById('import-e5-presenter') as HTMLInputElement;
    expect(document.activeElement).toBe(presenter);
    expect(presenter.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(presenter, { target: { value: 'Harbour Foundation' } });
    expect(within(grant).queryByText('Needs a correction')).toBeNull();
    expect(within(actions).queryByRole('button', { name: /^Correct/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /needs? a correction/ })).toBeNull();
  });

  it('an unticked entry needs nothing: leaving it out is a way to deal with it', () => {
    renderReview();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Harbour Grant' })).getByRole('checkbox'));
    expect(screen.queryByText('Needs a correction')).toBeNull();
  });
});
