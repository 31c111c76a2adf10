import { describe, expect, it } from 'vitest';
import type { ReadEntry, ReadPerson } from '../reader/types.ts';
import { firstYear, normalize, scoreFile, scoresOf, textMatch } from './evaluate.ts';
import type { CorpusPerson, FileLabel } from './model.ts';

const person: CorpusPerson = {
  fullName: 'Zofia Szymańska',
  birthYear: '1980',
  birthPlace: 'Kraków',
  city: 'Berlin',
  country: 'Germany',
  email: '',
  website: '',
};
const read = (fullName: string | null): ReadPerson => ({ ...person, fullName });
const solo = (title: string, year: string, venue = 'Kunstverein Halden', city = 'Leipzig'): FileLabel => ({
  section: 'soloExhibitions',
  fields: { title, venue, city, year, notes: '' },
  accept: ['soloExhibitions'],
});
const award: FileLabel = {
  section: 'awards',
  fields: { name: 'Prix Corvo', presenter: 'Fondation Corvo', year: '2019', notes: '' },
  accept: ['awards', 'grants'],
};
const labels = [solo('Low Water', '2021'), solo('Silt', '2018'), award];
const entry = (
  label: FileLabel,
  section = label.section,
  fields: Record<string, string> = {},
): ReadEntry => ({
  section,
  fields: { ...label.fields, ...fields },
  source: '',
});
const perfect = labels.map((l) => entry(l));

describe('the corpus evaluation', () => {
  it('normalizes case, accents, punctuation and spaces; reads the first year of a range', () => {
    expect(normalize('  “Łódź:  Noc”, Über-Alles! ')).toBe('łodz noc uber alles');
    expect(firstYear('2013-14')).toBe('2013');
    expect(firstYear('2015 - present')).toBe('2015');
    expect(firstYear('')).toBe('');
  });

  it('matches texts equal once normalized, or containing one another when the shorter is 60% of the longer', () => {
    expect(textMatch('Low Water', '“Low water”')).toBe('equal');
    expect(textMatch('Low Water', 'Low Water (solo)')).toBe('contained');
    expect(textMatch('Low Water', 'Low Water, Kunstverein Halden, Leipzig')).toBeNull();
    expect(textMatch('Silt', 'Salt')).toBeNull();
  });

  it('a perfect reading scores 1', () => {
    const score = scoreFile(labels, person, perfect, read('Zofia Szymańska'));
    expect(scoresOf(score.counts)).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(score.exhibitions).toEqual({ labels: 2, venueAndCity: 2 });
    expect(score.nameFound).toBe(true);
  });

  it('a missing entry lowers recall only', () => {
    const score = scoreFile(labels, person, perfect.slice(1), read('ZOFIA SZYMANSKA'));
    expect(scoresOf(score.counts).precision).toBe(1);
    expect(scoresOf(score.counts).recall).toBeCloseTo(2 / 3);
    expect(score.missed).toEqual([labels[0]]);
    expect(score.nameFound).toBe(true);
  });

  it('an entry in the wrong section, with the wrong year or with the wrong text lowers precision and recall', () => {
    for (const wrong of [
      entry(labels[0]!, 'groupExhibitions'),
      entry(labels[0]!, undefined, { year: '2020' }),
      entry(labels[0]!, undefined, { title: 'Low Water, Kunstverein Halden' }),
    ]) {
      const score = scoreFile(labels, person, [wrong, ...perfect.slice(1)], read(null));
      expect(scoresOf(score.counts)).toMatchObject({ precision: 2 / 3, recall: 2 / 3 });
      expect(score.extra).toEqual([wrong]);
      expect(score.nameFound).toBe(false);
    }
  });

  it('an extra entry lowers precision; one proposed entry matches one label only', () => {
    const score = scoreFile(labels, person, [...perfect, entry(labels[1]!)], read(null));
    expect(scoresOf(score.counts)).toMatchObject({ precision: 3 / 4, recall: 1 });
  });

  it('under a combined heading either section counts; venue and city are checked in their own fields', () => {
    const score = scoreFile(
      labels,
      person,
      [
        entry(labels[0]!, undefined, { venue: '', city: 'Kunstverein Halden, Leipzig' }),
        perfect[1]!,
        entry(award, 'grants'),
      ],
      read(null),
    );
    expect(scoresOf(score.counts).f1).toBe(1);
    expect(score.exhibitions).toEqual({ labels: 2, venueAndCity: 1 });
    expect(score.bySection.awards).toEqual({ labels: 1, predicted: 0, found: 1, correct: 0 });
    expect(score.bySection.grants).toEqual({ labels: 0, predicted: 1, found: 0, correct: 1 });
  });

  it('a city labelled with its state matches the city alone', () => {
    const label = solo('Kairos', '2020', 'Room 41', 'Portland, OR');
    const score = scoreFile([label], person, [entry(label, undefined, { city: 'Portland' })], read(null));
    expect(score.exhibitions.venueAndCity).toBe(1);
  });
});
