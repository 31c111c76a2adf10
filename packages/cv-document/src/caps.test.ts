import { DEFAULT_CV_OPTIONS } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { buildCvDocument } from './build.ts';
import { capDocument, moreNote } from './caps.ts';
import { sampleCvSource } from './sample.ts';
import { draftCvSource } from './source.ts';

describe('capDocument', () => {
  const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
  const caps = { entriesPerSection: 1, cvPages: 40, works: 1 };

  test('cuts each section and the works to their caps, counting what is left out', () => {
    const capped = capDocument(doc, caps);
    capped.sections.forEach((section, i) => {
      const all = doc.sections[i]!.entries;
      expect(section.entries).toEqual(all.slice(0, 1));
      expect(section.more ?? 0).toBe(all.length - 1);
    });
    expect(capped.works).toEqual(doc.works.slice(0, 1));
    expect(capped.moreWorks).toBe(Math.max(0, doc.works.length - 1));
  });

  test('leaves a document within its caps as it is', () => {
    const capped = capDocument(doc);
    expect(capped.sections).toEqual(doc.sections);
    expect(capped.works).toEqual(doc.works);
    expect(capped.moreWorks).toBe(0);
  });

  test('the note counts in words', () => {
    expect(moreNote(1, 'entries')).toBe('… and 1 more entry');
    expect(moreNote(12, 'entries')).toBe('… and 12 more entries');
    expect(moreNote(1, 'works')).toBe('… and 1 more work');
    expect(moreNote(3, 'works')).toBe('… and 3 more works');
  });
});
