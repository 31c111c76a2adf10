import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Frida Kahlo')).toBe('FK');
    expect(initialsOf('Jean-Michel  Basquiat')).toBe('JB');
    expect(initialsOf('louise joséphine bourgeois')).toBe('LB');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('Banksy')).toBe('BA');
    expect(initialsOf('  Ai  ')).toBe('AI');
    expect(initialsOf('X')).toBe('X');
  });

  it("falls back to 'SP' when there is no name", () => {
    expect(initialsOf('')).toBe('SP');
    expect(initialsOf('   ')).toBe('SP');
    expect(initialsOf(null)).toBe('SP');
    expect(initialsOf(undefined)).toBe('SP');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initialsOf('Émile Ñandú')).toBe('ÉÑ');
  });
});
