import { describe, expect, it } from 'vitest';
import { connectionArtist } from '@/test/fixtures';
import { connectionsFrom, supportersFrom } from './network';

const me = connectionArtist(42, 'Frida Kahlo');
const ana = connectionArtist(1, 'Ana');
const ben = connectionArtist(2, 'Ben');
const cy = connectionArtist(3, 'Cy');
const c = (id: number, sender = ana, receiver = me, isMutual = false, status: 'accepted' | 'pending' = 'accepted') => ({ id, sender, receiver, isMutual, status });

describe('network lists', () => {
  const all = [c(1, ana, me, true), c(2, ben, me), c(3, me, cy, true), c(4, me, ben), c(5, cy, me, false, 'pending')];

  it('lists supporters with their label, not pending requests or whom I support', () => {
    expect(supportersFrom(42, all).map((p) => `${p.artist.fullName}:${p.label}`)).toEqual(['Ana:Connection', 'Ben:Supporter']);
  });

  it('lists each mutual connection once, whoever started it', () => {
    expect(connectionsFrom(42, all).map((p) => p.artist.fullName)).toEqual(['Ana', 'Cy']);
  });
});
