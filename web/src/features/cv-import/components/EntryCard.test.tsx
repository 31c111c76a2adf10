import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { importOf } from '../cv-import.fixtures';
import { fieldId, useReview } from '../review-store';
import { EntryCard } from './EntryCard';

const show = (id: string, venue: string, city: string) => ({
  id,
  section: 'groupExhibitions' as const,
  fields: { title: `Show ${id}`, venue, city, year: '2021', notes: '' },
  source: `2021 Show ${id}, ${venue}, ${city}`,
  duplicate: false,
});

function drawn(ids: string[]) {
  render(
    <ul>
      {ids.map((id) => (
        <EntryCard key={id} id={id} />
      ))}
    </ul>,
  );
}

const venueLine = (id: string) => document.querySelector(`[data-entry="${id}"] [data-testid="import-venue"]`)?.textContent ?? null;

describe('an entry of the import review', () => {
  it('names the venue its place will link to, or a new venue; nothing for an entry without a place', () => {
    useReview.getState().load(
      importOf({
        entries: [
          { ...show('e1', 'The Kunsthalle Nord, Kiel', 'Kiel'), venue: { slug: 'kunsthalle-nord-kiel', name: 'Kunsthalle Nord', city: 'Kiel' } },
          { ...show('e2', 'Kunsthalle Nord', 'Lübeck'), venue: null },
          { id: 'e3', section: 'awards', fields: { name: 'Prize', organization: 'Kunsthalle Nord', year: '2018' }, source: 'Prize', duplicate: false },
        ],
      }),
      ownProfile(),
    );
    drawn(['e1', 'e2', 'e3']);
    expect(venueLine('e1')).toBe('Venue: Kunsthalle Nord, Kiel');
    expect(venueLine('e2')).toBe('Venue: New venue');
    expect(venueLine('e3')).toBeNull();
    expect(screen.getAllByTestId('import-venue')).toHaveLength(2);
  });

  it("stops naming it once the artist changes the entry's place (it is matched again when published), and again when changed back", () => {
    useReview.getState().load(
      importOf({ entries: [{ ...show('e1', 'Kunsthalle Nord', 'Kiel'), venue: { slug: 'kunsthalle-nord-kiel', name: 'Kunsthalle Nord', city: 'Kiel' } }] }),
      ownProfile(),
    );
    drawn(['e1']);
    expect(venueLine('e1')).toBe('Venue: Kunsthalle Nord, Kiel');
    fireEvent.change(document.getElementById(fieldId('e1', 'city'))!, { target: { value: 'Hamburg' } });
    expect(venueLine('e1')).toBeNull();
    fireEvent.change(document.getElementById(fieldId('e1', 'city'))!, { target: { value: 'Kiel' } });
    expect(venueLine('e1')).toBe('Venue: Kunsthalle Nord, Kiel');
    // A change elsewhere in the entry keeps it.
    fireEvent.change(document.getElementById(fieldId('e1', 'title'))!, { target: { value: 'Another title' } });
    expect(venueLine('e1')).toBe('Venue: Kunsthalle Nord, Kiel');
  });
});
