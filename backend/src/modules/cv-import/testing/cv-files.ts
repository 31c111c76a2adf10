// A small CV in every format the import reads, and files it must refuse, made in the test (no stored fixtures).
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { zipBytes, zipOfParts } from '../reader/test-files.ts';

export const CV_PERSON = {
  fullName: 'Mira Lindqvist',
  email: 'mira@lindqvist.example',
  website: 'https://lindqvist.example',
  city: 'Berlin',
  country: 'Germany',
};

/** The CV's sections as headings with lines under them, as a person writes one. */
export const CV_SECTIONS: { heading: string; lines: string[] }[] = [
  {
    heading: 'Education',
    lines: ['2008–2010 MFA, Royal Institute of Art, Stockholm', '2004–2008 BFA, Valand Academy, Gothenburg'],
  },
  {
    heading: 'Solo Exhibitions',
    lines: ['2023 Salt Lines, Kunsthalle Basel, Basel', '2021 Low Water, Galerie Nord, Berlin'],
  },
  {
    heading: 'Group Exhibitions',
    lines: ['2022 New Ground, Whitechapel Gallery, London', '2019 Shorelines, Moderna Museet, Stockholm'],
  },
  { heading: 'Awards', lines: ['2020 Young Painter Prize, Ars Foundation'] },
];

export const CV_LINES = [
  CV_PERSON.fullName,
  `Born 1984, Uppsala, Sweden. Lives and works in ${CV_PERSON.city}, ${CV_PERSON.country}.`,
  CV_PERSON.email,
  CV_PERSON.website,
  '',
  ...CV_SECTIONS.flatMap((s) => [s.heading, ...s.lines, '']),
];

export const cvText = () => CV_LINES.join('\n');

export const cvMarkdown = () =>
  [
    `# ${CV_PERSON.fullName}`,
    '',
    CV_LINES[1],
    '',
    `${CV_PERSON.email} · ${CV_PERSON.website}`,
    '',
    ...CV_SECTIONS.flatMap((s) => [`## ${s.heading}`, '', ...s.lines.map((l) => `- ${l}`), '']),
  ].join('\n');

export const cvHtml = () =>
  `<!doctype html><html><head><title>${CV_PERSON.fullName} CV</title></head><body><h1>${CV_PERSON.fullName}</h1><p>${CV_LINES[1]}</p><p>${CV_PERSON.email}<br>${CV_PERSON.website}</p>${CV_SECTIONS.map(
    (s) => `<h2>${s.heading}</h2><ul>${s.lines.map((l) => `<li>${l}</li>`).join('')}</ul>`,
  ).join('')}</body></html>`;

/** The same CV as JSON Resume (https://jsonresume.org/schema). */
export const cvJsonResume = () =>
  JSON.stringify({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: CV_PERSON.fullName,
      email: CV_PERSON.email,
      url: CV_PERSON.website,
      location: { city: CV_PERSON.city, countryCode: 'DE' },
    },
    education: [
      { institution: 'Royal Institute of Art', area: 'Fine Art', studyType: 'MFA', startDate: '2008', endDate: '2010' },
    ],
    awards: [{ title: 'Young Painter Prize', awarder: 'Ars Foundation', date: '2020' }],
    projects: [
      { name: 'Salt Lines', type: 'solo exhibition', entity: 'Kunsthalle Basel', startDate: '2023', description: 'Kunsthalle Basel, Basel' },
    ],
  });

type Pdf = InstanceType<typeof PDFDocument>;

function collect(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

/** A text PDF of `lines` (Helvetica), `perPage` lines to a page. */
export function pdfOf(lines: readonly string[], options: { perPage?: number; userPassword?: string } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false, size: 'A4', margin: 56, userPassword: options.userPassword });
  const perPage = options.perPage ?? 60;
  for (let at = 0; at < lines.length; at += perPage) {
    pdf.addPage();
    pdf.font('Helvetica').fontSize(10);
    for (const line of lines.slice(at, at + perPage)) pdf.text(line || ' ');
  }
  return collect(pdf);
}

const WORDS = ['Salt', 'Harbour', 'Tide', 'Meadow', 'Quarry', 'Lantern', 'Orchard', 'Ember', 'Glacier', 'Marsh', 'Cinder', 'Willow', 'Ferry', 'Granite', 'Pollen', 'Drift', 'Basalt', 'Heron', 'Thistle', 'Copper', 'Fathom', 'Loom', 'Juniper', 'Slate'];
const VENUES = ['Kunsthalle', 'Galerie', 'Museum', 'Kunstverein', 'Project Space', 'Foundation', 'Gallery'];
const CITIES = ['Berlin', 'Basel', 'London', 'Stockholm', 'Oslo', 'Vienna', 'Leipzig', 'Zurich', 'Copenhagen', 'Hamburg', 'Madrid', 'Lisbon', 'Prague'];

/** The CV over three pages (120 exhibitions), as the bench reads it. */
export function threePageCvPdf(): Promise<Buffer> {
  const lines: string[] = [CV_LINES[0]!, CV_LINES[1]!, CV_PERSON.email, ''];
  const kinds = ['Solo Exhibitions', 'Group Exhibitions'];
  for (const [k, heading] of kinds.entries()) {
    lines.push(heading);
    for (let i = 0; i < 60; i++) {
      const n = k * 60 + i;
      const title = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7 + 3) % WORDS.length]!.toLowerCase()}`;
      const venue = `${VENUES[(n * 5) % VENUES.length]} ${WORDS[(n * 3 + 1) % WORDS.length]}`;
      lines.push(`${2023 - (i % 20)} ${title}, ${venue}, ${CITIES[(n * 11) % CITIES.length]}`);
    }
    lines.push('');
  }
  return pdfOf(lines, { perPage: 45 });
}

/** A scan: pages with drawings and no text layer. */
export function scannedPdf(pages = 2): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false, size: 'A4' });
  for (let i = 0; i < pages; i++) {
    pdf.addPage();
    for (let row = 0; row < 40; row++) pdf.rect(56, 60 + row * 18, 300 + (row % 7) * 20, 6).fill('#333');
  }
  return collect(pdf);
}

/** A PDF with many pages (one short line each). */
export function manyPagesPdf(pages: number): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false, size: 'A6', margin: 20 });
  for (let i = 0; i < pages; i++) {
    pdf.addPage();
    pdf.font('Helvetica').fontSize(8).text(`Page ${i + 1}`);
  }
  return collect(pdf);
}

export const encryptedPdf = () => pdfOf(CV_LINES, { userPassword: 'secret' });

/** A PDF cut off after its first bytes. */
export const brokenPdf = async () => (await pdfOf(CV_LINES)).subarray(0, 400);

export async function cvDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: CV_PERSON.fullName }),
          new Paragraph({ text: CV_LINES[1]! }),
          new Paragraph({ text: CV_PERSON.email }),
          new Paragraph({ text: CV_PERSON.website }),
          ...CV_SECTIONS.flatMap((s) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, text: s.heading }),
            ...s.lines.map((line) => new Paragraph({ text: line })),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A DOCX whose document part inflates to `megabytes` MB of text (a zip bomb), a small file on disk. */
export function zipBombDocx(megabytes: number): Buffer {
  const body = Buffer.alloc(megabytes * 1024 * 1024, 'a');
  const head = Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>');
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>');
  return Buffer.from(
    zipBytes({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': Buffer.concat([head, body, tail]),
    }),
  );
}

/**
 * A DOCX whose zip directory lies: it says the document part unpacks to a few kilobytes, while its compressed stream
 * unpacks to `megabytes` MB (a zip bomb that passes a check of the directory alone). About 1 MB on disk per GB.
 */
export function lyingZipBombDocx(megabytes: number): Buffer {
  const head = Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>');
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>');
  // One megabyte of 'a' deflated, repeated: a deflate stream may be cut into blocks, each ending unfinished.
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 'a'), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const document = Buffer.concat([
    deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }),
    ...Array.from({ length: megabytes }, () => megabyte),
    deflateRawSync(tail),
  ]);
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const parts: { name: string; packed: Buffer; declared: number }[] = [
    { name: '[Content_Types].xml', packed: deflateRawSync(types), declared: types.length },
    { name: 'word/document.xml', packed: document, declared: 4096 },
  ];
  return Buffer.from(zipOfParts(parts));
}

/**
 * A PDF of one page whose content stream, 1 MB on disk per GB, unpacks to `megabytes` MB (mostly spaces) around one
 * line of text: a bomb inside a PDF, which the reader's PDF library unpacks into memory as it reads the page.
 */
export function flateBombPdf(megabytes: number): Buffer {
  const spaces = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const body = Buffer.concat([
    deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Mira Lindqvist) Tj ET\n'), { finishFlush: constants.Z_SYNC_FLUSH }),
    ...Array.from({ length: megabytes }, () => spaces),
    deflateRawSync(Buffer.from(' ')),
  ]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`), body, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(part);
    length += part.length;
  }
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
