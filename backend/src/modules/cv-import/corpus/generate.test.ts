import { GRANT_TYPES, SECTIONS } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { corpusCvs } from './artists.ts';
import { layoutsOf } from './generate.ts';
import type { Layout } from './model.ts';
import { MAIN_FIELD } from './evaluate.ts';
import { documentOf, labelsOf } from './render/document.ts';
import { renderText } from './render/text.ts';
import { WRITTEN } from './written.ts';

describe('the labelled corpus', () => {
  const cvs = corpusCvs();

  it('has 30+ CVs of 10 to 150 entries, labelled with the sections’ own field names', () => {
    expect(cvs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cvs.map((cv) => cv.person.fullName)).size).toBe(cvs.length);
    for (const cv of cvs) {
      expect(cv.entries.length).toBeGreaterThanOrEqual(10);
      expect(cv.entries.length).toBeLessThanOrEqual(150);
      for (const entry of cv.entries) {
        expect(Object.keys(entry.fields).sort()).toEqual(Object.keys(SECTIONS[entry.section].fields).sort());
        if (entry.section === 'grants') expect(GRANT_TYPES).toContain(entry.fields.type);
      }
    }
    expect(Math.max(...cvs.map((cv) => cv.entries.length))).toBe(150);
    for (const written of WRITTEN) {
      for (const label of written.labels) {
        expect(Object.keys(label.fields).sort()).toEqual(Object.keys(SECTIONS[label.section].fields).sort());
        expect(written.content).toContain(label.fields[MAIN_FIELD[label.section]]);
      }
    }
  });

  it('is the same on every run', () => {
    expect(JSON.stringify(corpusCvs())).toBe(JSON.stringify(cvs));
  });

  it('renders every format on many CVs, each PDF layout on 10+', () => {
    const count = new Map<Layout, number>();
    cvs.forEach((cv, i) => layoutsOf(cv, i).forEach((l) => count.set(l, (count.get(l) ?? 0) + 1)));
    for (const layout of ['pdf-one-column', 'pdf-year-column', 'pdf-two-column', 'docx', 'html'] as const) {
      expect(count.get(layout)).toBeGreaterThanOrEqual(30);
    }
    for (const layout of ['text', 'markdown', 'json-resume', 'pdf-oeuvre', 'json-oeuvre'] as const) {
      expect(count.get(layout)).toBeGreaterThanOrEqual(5);
    }
  });

  it('shows every entry of a CV once in its generic renders', () => {
    for (const cv of cvs) {
      const labels = labelsOf(documentOf(cv));
      expect(labels).toHaveLength(cv.entries.length);
      expect(
        new Set(labels.map((l) => cv.entries.indexOf(cv.entries.find((e) => e.fields === l.fields)!))).size,
      ).toBe(cv.entries.length);
    }
  });

  it('writes every label’s title or name, year, venue and city in the text it renders', () => {
    for (const [i, cv] of cvs.entries()) {
      const doc = documentOf(cv);
      const text = renderText(doc, i);
      expect(text).toContain(cv.person.fullName);
      for (const label of labelsOf(doc)) {
        const { fields } = label;
        for (const value of [fields[MAIN_FIELD[label.section]], fields.venue, fields.city, fields.year]) {
          if (value) expect(text).toContain(value);
        }
      }
    }
  });
});
