// Right-to-left text in the PDFs is drawn right to left and read back (extracted, copied) in logical order.
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { bytesOf, readPdf } from '../../../test/pdf.ts';
import { artistWithProfile } from '../artists/artist.fixtures.ts';
import { addEntry } from './cv-documents.fixtures.ts';

describe.each(engines())('right-to-left text on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('Arabic and Hebrew come back from pdftotext in logical order, alone and amid Latin text and digits', async () => {
    const { browser, profile } = await artistWithProfile(site.server, {
      fullName: 'ليلى حداد',
      city: 'الشارقة',
      country: 'الإمارات',
    });
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'مؤسسة الشارقة للفنون',
      venue: 'Sharjah Art Foundation',
      city: 'الشارقة',
      year: '2019',
      notes: 'بينالي الشارقة 14 مع Hoor Al Qasimi',
    });
    await addEntry(browser, profile.id, 'group-exhibitions', {
      title: 'מוזיאון תל אביב לאמנות',
      venue: 'Tel Aviv Museum of Art',
      city: 'תל אביב',
      year: '2021',
    });
    for (const url of [`/artists/${profile.slug}/cv.pdf`, `/artists/${profile.slug}/portfolio.pdf`]) {
      const pdf = await readPdf(await bytesOf(await fetch(`${site.server.url}${url}`)));
      // pdftotext marks right-to-left stretches with embedding controls (invisible): the words are what matter.
      const text = pdf.text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '');
      // Each run of right-to-left words reads in logical order, and so does the line around it. (Where punctuation
      // meets a right-to-left run, pdftotext places it by its own rule, so the words are what is compared.)
      for (const words of [
        'ليلى حداد',
        'الشارقة',
        'الإمارات',
        'مؤسسة الشارقة للفنون',
        'مؤسسة الشارقة للفنون, Sharjah Art Foundation, الشارقة',
        'بينالي الشارقة',
        'Hoor Al Qasimi',
        'מוזיאון תל אביב לאמנות, Tel Aviv Museum of Art, תל אביב',
      ]) {
        expect(text, `${url}: ${words}`).toContain(words);
      }
      // Every letter is read back as drawn: 'س' is not read as 'ش', 'و' not as 'ؤ', 'ى' not as 'ي'.
      expect(text).not.toMatch(/مؤسشة|للفنؤن|ليلي/u);
    }
  });
});
