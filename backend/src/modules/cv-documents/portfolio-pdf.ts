// The portfolio PDF: a cover (name, 'Portfolio', year), the artist statement, the CV, then one work per page
// (the picture whole, at its own proportions, and its caption under it).
import { moreNote } from '@oeuvre/cv-document/caps';
import type { CvDocument, CvDocumentWork } from '@oeuvre/cv-document';
import { drawCv } from './cv-pdf.ts';
import {
  collect,
  drawFooters,
  finish,
  Flow,
  MARGIN,
  newDocument,
  Typesetter,
  type Sink,
  type TextStyle,
} from './layout.ts';
import type { WorkImage } from './work-images.ts';

/** Bytes of pictures a portfolio embeds at most: past them, the works left are a note (the document stays small). */
export const PICTURE_BYTES = 40 * 1024 * 1024;

type Picture = PDFKit.Mixins.OpenedImage;

const TEXT = {
  coverName: { style: 'serifBold', size: 30, leading: 38 },
  coverTitle: { style: 'sans', size: 14, leading: 20, color: '#333333' },
  coverYear: { style: 'sans', size: 12, leading: 18, color: '#555555' },
  heading: { style: 'sansBold', size: 13, leading: 20 },
  statement: { style: 'serif', size: 11, leading: 16.5 },
  caption: { style: 'serifItalic', size: 11, leading: 15.5 },
  details: { style: 'serif', size: 10, leading: 14, color: '#333333' },
  placeholder: { style: 'sans', size: 10, leading: 14, color: '#777777' },
} satisfies Record<string, TextStyle>;

const CAPTION_SPACE = 70;

function drawCover(flow: Flow, cv: CvDocument, year: number): void {
  flow.newPage();
  flow.y = flow.height * 0.36;
  flow.place(flow.block(cv.name, TEXT.coverName, flow.textWidth), flow.left);
  flow.y += 8;
  flow.place(flow.block('Portfolio', TEXT.coverTitle, flow.textWidth), flow.left);
  flow.place(flow.block(String(year), TEXT.coverYear, flow.textWidth), flow.left);
  if (cv.location) flow.place(flow.block(cv.location, TEXT.coverYear, flow.textWidth), flow.left);
}

function drawStatement(flow: Flow, statement: string): void {
  flow.newPage();
  flow.place(flow.block('Artist Statement', TEXT.heading, flow.textWidth), flow.left);
  flow.y += 6;
  for (const paragraph of statement.split(/\n\s*\n/)) {
    flow.place(flow.block(paragraph.replace(/\s+/g, ' ').trim(), TEXT.statement, flow.textWidth), flow.left);
    flow.y += 8;
  }
}

function drawWork(
  flow: Flow,
  work: CvDocumentWork,
  image: { picture: Picture; width: number; height: number } | null,
): void {
  flow.newPage();
  const doc = flow.set.doc;
  const boxWidth = flow.textWidth;
  const [title, ...details] = work.caption;
  const caption = [
    flow.block(title ?? '', TEXT.caption, boxWidth),
    ...details.map((line) => flow.block(line, TEXT.details, boxWidth)),
  ];
  const captionHeight = caption.reduce((h, b) => h + b.height, 0);
  const boxHeight = flow.bodyHeight - Math.max(CAPTION_SPACE, captionHeight + 14);
  // Fitted inside the box, never cropped or stretched; picture and caption sit together in the middle of the page.
  const size = image
    ? (() => {
        const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
        return { width: image.width * scale, height: image.height * scale };
      })()
    : { width: boxWidth, height: Math.min(boxHeight, boxWidth * 0.75) };
  const top = MARGIN.top + Math.max(0, (flow.bodyHeight - (size.height + 14 + captionHeight)) / 2);
  const left = flow.left + (boxWidth - size.width) / 2;
  if (image) {
    doc.image(image.picture as unknown as Buffer, left, top, size); // an opened picture: embedded once
  } else {
    doc.rect(left, top, size.width, size.height).fillColor('#eeeeee').fill();
    flow.set.draw('Image unavailable', TEXT.placeholder, left, top + size.height / 2, {
      width: size.width,
      align: 'center',
    });
  }
  flow.y = top + size.height + 14;
  for (const block of caption) flow.place(block, left);
}

/**
 * The portfolio PDF. `imageOf` loads a work's picture (null for a placeholder); the next ones load while a page is
 * drawn. A picture is embedded once, however many works show it (by its `key`, the stored file). Metadata Title
 * '<name> — Portfolio', Author '<name>'.
 */
export function renderPortfolioPdf(
  cv: CvDocument,
  imageOf: (work: CvDocumentWork) => Promise<WorkImage | null>,
  options: PortfolioOptions = { statement: null },
): Promise<Buffer> {
  return collect((out) => writePortfolioPdf(cv, imageOf, out, options));
}

type PortfolioOptions = { date?: Date; statement: string | null; year?: number };

/** The portfolio PDF, written to `out` as it is made. */
export async function writePortfolioPdf(
  cv: CvDocument,
  imageOf: (work: CvDocumentWork) => Promise<WorkImage | null>,
  out: Sink,
  options: PortfolioOptions,
): Promise<void> {
  const date = options.date ?? new Date();
  const doc = newDocument(
    { title: `${cv.name} — Portfolio`, author: cv.name, subject: 'Portfolio', date },
    out,
  );
  const set = new Typesetter(doc);
  const flow = new Flow(set, cv.pageSize);
  const images = cv.works.map(() => null as Promise<WorkImage | null> | null);
  const load = (i: number) => {
    const work = cv.works[i];
    if (work && !images[i]) images[i] = imageOf(work).catch(() => null);
    return images[i] ?? Promise.resolve(null);
  };
  void load(0);
  drawCover(flow, cv, options.year ?? new Date().getFullYear());
  const statement = options.statement?.trim();
  if (statement) drawStatement(flow, statement);
  flow.newPage();
  drawCv(flow, cv, { withStatement: false });
  // Pictures are converted a few ahead (off the event loop, on every core) while pages are drawn.
  const AHEAD = 3;
  for (let i = 1; i < AHEAD; i++) void load(i);
  const pictures = new Map<string, Picture>();
  let pictureBytes = 0;
  let more = cv.moreWorks ?? 0;
  for (let i = 0; i < cv.works.length; i++) {
    const image = await load(i);
    void load(i + AHEAD);
    let picture = image && pictures.get(image.key);
    if (image && !picture) {
      if (pictureBytes + image.jpeg.length > PICTURE_BYTES) {
        more += cv.works.length - i;
        break;
      }
      picture = doc.openImage(Buffer.from(image.jpeg.buffer, image.jpeg.byteOffset, image.jpeg.byteLength));
      pictures.set(image.key, picture);
      pictureBytes += image.jpeg.length;
    }
    images[i] = null; // its bytes are in the document now
    drawWork(
      flow,
      cv.works[i]!,
      image && picture ? { picture, width: image.width, height: image.height } : null,
    );
  }
  if (more) {
    flow.y += 10;
    flow.keep(TEXT.details.leading);
    flow.place(flow.block(moreNote(more, 'works'), TEXT.details, flow.textWidth), flow.left);
  }
  drawFooters(set, flow, cv.name, 'Portfolio', { skipFirst: true });
  await finish(doc);
}
