import { buildCvDocument } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { DEFAULT_CV_OPTIONS } from '@oeuvre/contract';
import { renderCvPdf } from './src/modules/cv-documents/cv-pdf.ts';
const cv = buildCvDocument(sampleCvSource(), DEFAULT_CV_OPTIONS);
for (let i = 0; i < 6; i++) { const t = performance.now(); await renderCvPdf(cv); console.log('ms', (performance.now() - t).toFixed(0)); }
