// The DOCX of a CV as word processors keep it: headings as Heading styles or bold paragraphs, titles in italics,
// the year and the entry separated by a tab with a tab stop (a year column) or by spaces.
import {
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import type { CvDocumentBlocks } from './document.ts';

export async function renderDocx(doc: CvDocumentBlocks, variant: number): Promise<Uint8Array> {
  const styledHeadings = variant % 2 === 0;
  const tabs = variant % 3 !== 2;
  const children: Paragraph[] = [
    styledHeadings
      ? new Paragraph({ heading: HeadingLevel.TITLE, text: doc.name })
      : new Paragraph({ children: [new TextRun({ text: doc.name, bold: true, size: 36 })] }),
    ...doc.about.map((line) => new Paragraph({ text: line })),
  ];
  for (const b of doc.blocks) {
    if (b.kind === 'heading') {
      children.push(
        styledHeadings
          ? new Paragraph({ heading: HeadingLevel.HEADING_2, text: b.text, spacing: { before: 240 } })
          : new Paragraph({
              children: [new TextRun({ text: b.text, bold: true, size: 24 })],
              spacing: { before: 240, after: 80 },
            }),
      );
    } else if (b.kind === 'subheading') {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: b.text, bold: true, italics: true })],
          spacing: { before: 160 },
        }),
      );
    } else if (b.kind === 'year') {
      children.push(
        new Paragraph({ children: [new TextRun({ text: b.text, bold: true })], spacing: { before: 120 } }),
      );
    } else {
      const runs = b.runs
        .filter((r) => r.text)
        .map((r) => new TextRun({ text: r.text, italics: r.italic === true }));
      const year = b.year ? [new TextRun({ text: b.year }), new TextRun({ text: tabs ? '\t' : '  ' })] : [];
      children.push(
        new Paragraph({
          children: [...year, ...runs],
          ...(tabs
            ? {
                tabStops: [{ type: TabStopType.LEFT, position: 1300 }],
                indent: { left: 1300, hanging: 1300 },
              }
            : {}),
        }),
      );
    }
  }
  const document = new Document({
    creator: doc.name,
    title: `${doc.name} CV`,
    sections: [
      {
        properties: {},
        // Word's header and footer: the letterhead and page number, not part of the CV.
        headers: { default: new Header({ children: [new Paragraph({ text: `${doc.name} — CV` })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ children: [new TextRun({ children: ['Page ', PageNumber.CURRENT] })] }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
