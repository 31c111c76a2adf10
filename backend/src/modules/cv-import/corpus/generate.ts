// Renders the corpus: every CV in the formats and layouts it is given, each file with its labels. Deterministic;
// nothing binary is committed: the files are made at evaluation and test time (`node generate.ts <folder>` writes them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusCvs } from './artists.ts';
import type { CorpusCv, CorpusFile, FileLabel, Layout } from './model.ts';
import { documentOf, labelsOf } from './render/document.ts';
import { renderDocx } from './render/docx.ts';
import { renderJsonResume } from './render/json-resume.ts';
import { oeuvreLabels, renderOeuvreJson, renderOeuvrePdf } from './render/oeuvre.ts';
import { renderPdf } from './render/pdf.ts';
import { renderHtml, renderMarkdown, renderText } from './render/text.ts';
import { WRITTEN } from './written.ts';

const EXTENSION: Record<Layout, string> = {
  'pdf-one-column': 'pdf',
  'pdf-year-column': 'pdf',
  'pdf-two-column': 'pdf',
  'pdf-oeuvre': 'pdf',
  docx: 'docx',
  html: 'html',
  text: 'txt',
  markdown: 'md',
  'json-resume': 'json',
  'json-oeuvre': 'json',
};

/** The layouts a CV is rendered in: every CV as DOCX and HTML, the three PDFs unless it needs CJK fonts, ... */
export function layoutsOf(cv: CorpusCv, index: number): Layout[] {
  const layouts: Layout[] = ['docx', 'html'];
  if (cv.latinScripts) layouts.push('pdf-one-column', 'pdf-year-column', 'pdf-two-column');
  layouts.push(index % 2 ? 'markdown' : 'text');
  if (index % 2 === 0) layouts.push('json-resume');
  if (index % 4 === 0 || !cv.latinScripts) layouts.push('pdf-oeuvre', 'json-oeuvre');
  return layouts;
}

const encode = (text: string) => new TextEncoder().encode(text);

async function render(
  cv: CorpusCv,
  layout: Layout,
  variant: number,
): Promise<{ bytes: Uint8Array; labels: FileLabel[] }> {
  if (layout === 'pdf-oeuvre') return { bytes: await renderOeuvrePdf(cv), labels: oeuvreLabels(cv) };
  if (layout === 'json-oeuvre') return { bytes: encode(renderOeuvreJson(cv)), labels: oeuvreLabels(cv) };
  if (layout === 'json-resume') {
    const { text, labels } = renderJsonResume(cv);
    return { bytes: encode(text), labels };
  }
  // A year-column PDF has its years in the column, whatever the CV does elsewhere.
  const doc = documentOf(
    layout === 'pdf-year-column' ? { ...cv, style: { ...cv.style, years: 'column' } } : cv,
  );
  const labels = labelsOf(doc);
  switch (layout) {
    case 'pdf-one-column':
      return { bytes: await renderPdf(doc, 'one-column', variant), labels };
    case 'pdf-year-column':
      return { bytes: await renderPdf(doc, 'year-column', variant), labels };
    case 'pdf-two-column':
      return { bytes: await renderPdf(doc, 'two-column', variant), labels };
    case 'docx':
      return { bytes: await renderDocx(doc, variant), labels };
    case 'html':
      return { bytes: encode(renderHtml(doc, variant)), labels };
    case 'markdown':
      return { bytes: encode(renderMarkdown(doc, variant)), labels };
    default:
      return { bytes: encode(renderText(doc, variant)), labels };
  }
}

export interface CorpusSelection {
  /** Only these CVs (by index); all when absent. */
  cvs?: (index: number) => boolean;
  layouts?: (layout: Layout) => boolean;
}

/** The corpus's files, CV by CV: the generated and hand-made CVs in their layouts, then the CVs written out whole. */
export async function* corpusFiles(selection: CorpusSelection = {}): AsyncGenerator<CorpusFile> {
  const cvs = corpusCvs();
  for (const [index, cv] of cvs.entries()) {
    if (selection.cvs && !selection.cvs(index)) continue;
    for (const layout of layoutsOf(cv, index)) {
      if (selection.layouts && !selection.layouts(layout)) continue;
      const { bytes, labels } = await render(cv, layout, index);
      yield {
        cv: cv.id,
        layout,
        filename: `${cv.id}-${layout}.${EXTENSION[layout]}`,
        bytes,
        person: cv.person,
        labels,
      };
    }
  }
  for (const [k, written] of WRITTEN.entries()) {
    if (selection.cvs && !selection.cvs(cvs.length + k)) continue;
    if (selection.layouts && !selection.layouts(written.layout)) continue;
    const filename = `${written.id}-${written.layout}.${EXTENSION[written.layout]}`;
    yield {
      cv: written.id,
      layout: written.layout,
      filename,
      bytes: encode(written.content),
      person: written.person,
      labels: written.labels,
    };
  }
}

// `node generate.ts <folder>`: the files and their labels, to look at.
if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node generate.ts <folder>');
  mkdirSync(folder, { recursive: true });
  let count = 0;
  for await (const file of corpusFiles()) {
    writeFileSync(join(folder, file.filename), file.bytes);
    writeFileSync(
      join(folder, `${file.filename}.labels.json`),
      `${JSON.stringify({ person: file.person, labels: file.labels }, null, 1)}\n`,
    );
    count++;
  }
  console.log(`${count} files in ${folder}`);
}
