import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { artistProfileInput } from './artist-profile.ts';
import {
  mod11_2CheckCharacter,
  normalizeIsni,
  normalizeOrcid,
  normalizeUlan,
  normalizeWikidata,
} from './authorities.ts';

const base = {
  fullName: 'Mara Ellison',
  email: 'mara@oeuvre.test',
  city: 'Glasgow',
  country: 'United Kingdom',
  artistStatement: 'I work with river sediment and long exposures.',
};
const firstMessage = (input: object) => {
  const result = v.safeParse(artistProfileInput, { ...base, ...input });
  return result.success ? null : result.issues[0].message;
};

describe('authority identifiers', () => {
  it('ISO 7064 MOD 11-2: the check character of known identifiers', () => {
    expect(mod11_2CheckCharacter('000000021825009')).toBe('7'); // ORCID's own example
    expect(mod11_2CheckCharacter('000000021694233')).toBe('X'); // an ORCID ending in X
  });

  it('ORCID: the dashed form (or its orcid.org address) with a matching checksum', () => {
    expect(normalizeOrcid('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('https://orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    expect(normalizeOrcid('0000-0002-1825-0098')).toBeNull(); // one digit off
    expect(normalizeOrcid('0000000218250097')).toBeNull(); // without dashes
    expect(normalizeOrcid('0000-0002-1825-009')).toBeNull();
  });

  it('ISNI: 16 characters with a matching checksum, spaces allowed', () => {
    expect(normalizeIsni('0000 0002 1825 0097')).toBe('0000000218250097');
    expect(normalizeIsni('000000021694233x')).toBe('000000021694233X');
    expect(normalizeIsni('0000 0002 1825 0096')).toBeNull();
    expect(normalizeIsni('0000 0002 1825 009')).toBeNull();
    expect(normalizeIsni('000A 0002 1825 0097')).toBeNull();
  });

  it('Wikidata Q + digits and ULAN 500 + six digits', () => {
    expect(normalizeWikidata('Q42')).toBe('Q42');
    expect(normalizeWikidata('q5582')).toBe('Q5582');
    expect(normalizeWikidata('Q')).toBeNull();
    expect(normalizeWikidata('Q042')).toBeNull();
    expect(normalizeWikidata('P31')).toBeNull();
    expect(normalizeUlan('500012345')).toBe('500012345');
    expect(normalizeUlan('50001234')).toBeNull();
    expect(normalizeUlan('400012345')).toBeNull();
  });

  it('the profile form: optional, blank clears, a bad one gets its message', () => {
    expect(firstMessage({})).toBeNull();
    expect(firstMessage({ wikidata: '', ulan: null, isni: '  ', orcid: '' })).toBeNull();
    expect(firstMessage({ wikidata: 'Douglas Adams' })).toBe('Enter a Wikidata ID like Q42');
    expect(firstMessage({ ulan: '12345' })).toBe('Enter a ULAN ID like 500012345');
    expect(firstMessage({ isni: '0000000218250096' })).toBe(
      'Enter a valid ISNI (16 digits, the last may be X)',
    );
    expect(firstMessage({ orcid: '0000-0002-1825-0098' })).toBe(
      'Enter a valid ORCID iD like 0000-0002-1825-0097',
    );
    const parsed = v.parse(artistProfileInput, {
      ...base,
      wikidata: ' q42 ',
      ulan: '500012345',
      isni: '0000 0002 1825 0097',
      orcid: '0000-0002-1825-0097',
    });
    expect(parsed).toMatchObject({
      wikidata: 'Q42',
      ulan: '500012345',
      isni: '0000000218250097',
      orcid: '0000-0002-1825-0097',
    });
    expect(v.parse(artistProfileInput, { ...base, isni: '' }).isni).toBeNull();
  });
});
