import { describe, expect, it } from 'vitest';
import { pickCsvFile, readDroppedCsv } from './csv-drop.ts';

const csv = new File(['fullName,email\nAda,ada@example.org\n'], 'artists.csv', { type: 'text/csv' });
const photo = new File([new Uint8Array([0xff, 0xd8])], 'portrait.jpg', { type: 'image/jpeg' });

describe('a file dropped on the window', () => {
  it('is read when it is a CSV, even among other files', async () => {
    expect(pickCsvFile([photo, csv])).toBe(csv);
    const result = await readDroppedCsv([photo, csv]);
    expect(result.ok && result.file.name).toBe('artists.csv');
    expect(result.ok && new TextDecoder().decode(result.file.bytes)).toBe(
      'fullName,email\nAda,ada@example.org\n',
    );
  });

  it('is refused when it is not a CSV or too large', async () => {
    expect(await readDroppedCsv([photo])).toEqual({ ok: false, message: 'Only .csv files can be imported.' });
    expect(await readDroppedCsv([])).toEqual({ ok: false, message: 'Only .csv files can be imported.' });
    const refused = await readDroppedCsv([csv], 4);
    expect(refused.ok).toBe(false);
  });
});
