// Names are one-line fields: the full name and the display name reach page titles, PDFs and the To header of an
// email. Every line break (CR, LF, VT, FF, U+0085, U+2028, U+2029) and control character is refused with 400 and the
// field's message, from the artist's own form and from the admin's edit; nothing is stored.
import { describe, expect, it } from 'vitest';
import { ValidationMessages as M } from '@oeuvre/contract';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { fixtureForSuite, profileBody } from '../../test/security/fixture.ts';

const BREAKS = ['\r', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029', '\t'];

describe('line breaks in names', () => {
  const fixture = fixtureForSuite();

  const attempts = () => {
    const { artistProfile } = fixture().ids;
    const out: { role: 'artist' | 'admin'; path: string; json: Record<string, string>; field: string; message: string }[] = [];
    for (const brk of BREAKS) {
      out.push(
        { role: 'artist', path: `/api/artists/${artistProfile}`, json: { ...profileBody, fullName: `Ada${brk}Bcc: x@y.z` }, field: 'fullName', message: M.singleLine('Full name') },
        { role: 'artist', path: `/api/artists/${artistProfile}`, json: { ...profileBody, displayName: `Ada${brk}Fields` }, field: 'displayName', message: M.singleLine('Display name') },
        { role: 'admin', path: `/api/admin/artists/${artistProfile}`, json: { ...profileBody, fullName: `Ada${brk}Fields` }, field: 'fullName', message: M.singleLine('Full name') },
        { role: 'admin', path: `/api/admin/artists/${artistProfile}`, json: { ...profileBody, displayName: `A${brk}F` }, field: 'displayName', message: M.singleLine('Display name') },
      );
    }
    return out;
  };

  it('refuses each line separator in fullName and displayName with the field message, storing nothing', async () => {
    const before = await fixture().em().findOneOrFail(ArtistProfile, fixture().ids.artistProfile);
    const { fullName, displayName } = before;
    for (const a of attempts()) {
      const res = await fixture().fetch(a.role, a.path, { method: 'PATCH', json: a.json });
      const body = await res.json();
      expect(res.status, `${a.role} ${a.field} ${JSON.stringify(a.json[a.field])}`).toBe(400);
      expect(body).toMatchObject({ message: a.message });
    }
    const after = await fixture().em().findOneOrFail(ArtistProfile, fixture().ids.artistProfile);
    expect([after.fullName, after.displayName]).toEqual([fullName, displayName]);
  });

  it('still takes a one-line name with spaces and accents', async () => {
    const res = await fixture().fetch('artist', `/api/artists/${fixture().ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...profileBody, fullName: 'Ada  Åsa Fields', displayName: 'Ada Fields, RA' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Ada  Åsa Fields', displayName: 'Ada Fields, RA' });
  });
});
