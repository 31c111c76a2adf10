// A CV section that exists only in tests (talks: title, venue, year, link, notes), for the tests that follow a new
// section from its definition to its table, its editor tab, its public page and its CV documents.
import { ValidationMessages as M } from '../messages.ts';
import { defineSection, fields as f, type SectionDefinition } from '../section-definition.ts';
import { SECTIONS } from '../sections.ts';

export const talksSection = defineSection({
  segment: 'talks',
  itemPaths: 'nested',
  label: 'Talks',
  publicTitle: 'Talks & Lectures',
  noun: 'talk',
  fields: {
    title: f.text(M.title, { label: 'Title' }),
    venue: f.text(M.title, { label: 'Venue' }),
    year: f.year(M.year),
    link: f.optionalUrl(M.link, { label: 'Link' }),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: String(i.title), secondary: String(i.venue) }),
  messages: { empty: 'No talks yet', saveFailed: 'Could not save the talk', deleteFailed: 'Could not delete it' },
});

/** The contract's sections with talks added last, as a new section would be. */
export const SECTIONS_WITH_TALKS: Record<string, SectionDefinition> = {
  ...(SECTIONS as Record<string, SectionDefinition>),
  talks: talksSection,
};
