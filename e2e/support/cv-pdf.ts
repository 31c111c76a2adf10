// A one-page PDF written by hand (Helvetica, one text line per row, headings in bold): enough for a CV reader to find
// its text with positions and fonts, without a PDF library in the browser suite.

export interface PdfLine {
  text: string;
  bold?: boolean;
  /** Extra space above the line (a new section). */
  gapBefore?: boolean;
}

/** PDF string syntax: backslash, parentheses escaped; only Latin-1 text is written (Helvetica's WinAnsi encoding). */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')})`;

export function pdfOf(lines: PdfLine[]): Buffer {
  let y = 800;
  const content = lines
    .map((line) => {
      y -= line.gapBefore ? 34 : 16;
      const size = line.bold ? 13 : 11;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 56 ${y} Tm ${pdfString(line.text)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
