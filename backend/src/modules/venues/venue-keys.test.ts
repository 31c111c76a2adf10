import { describe, expect, it } from 'vitest';
import { guessKind, textKey } from './venue-keys.ts';

describe("a new venue's kind", () => {
  it('from words of its name, in the languages CVs are written in, else from the section', () => {
    const kindOf = (name: string) => guessKind(textKey(name), 'soloExhibitions');
    expect(kindOf('Kunsthal Gent')).toBe('art-centre');
    expect(kindOf('Kunsthalle Basel')).toBe('art-centre');
    expect(kindOf('Galerie Anker')).toBe('gallery');
    expect(kindOf('Stedelijk Museum')).toBe('museum');
    expect(kindOf('Venice Biennale')).toBe('festival');
    expect(kindOf('The Drill Hall')).toBe('other');
    expect(guessKind(textKey('Villa Albertine'), 'residencies')).toBe('residency');
    expect(guessKind(textKey('Slade'), 'education')).toBe('school');
  });
});
