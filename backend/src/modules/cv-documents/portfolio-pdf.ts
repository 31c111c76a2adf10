// The portfolio PDF as galleries send it: a cover (a work, the name, 'Portfolio' and the year, the born line and the
// contact), then the works, one a page at the largest size the page allows (a landscape work on a page turned to
// landscape when that shows it larger), captioned 'Title, year' / medium / dimensions; then the name's block, the
// statement and the CV in one flow, so no page is left near empty.
import { moreNote } from '@oeuvre/cv-document/caps';
import type { CvDocument, CvDocumentWork, CvLine } from '@oeuvre/cv-document';
import { drawCv, drawHeading, pdfSpans } from './cv-pdf.ts';
import {
  collect,
  drawFooters,
  finish,
  Flow,
  MARGIN,
  newDocument,
  PAGE_SIZES,
  Typesetter,
  type Block,
  type Sink,
  type TextStyle,
} from './layout.ts';
import type { WorkImage } from './work-images.ts';

/** Bytes of pictures a portfolio embeds at most: past them, the works left are a note (the document stays small). */
export const PICTURE_BYTES = 40 * 1024 * 1024;

type Picture = PDFKit.Mixins.OpenedImage;
type Placed = { picture: Picture; width: number; height: number };

const TEXT = {
  coverName: { style: 'serifBold', size: 28, leading: 35 },
  coverTitle: { style: 'sans', size: 12, leading: 18, color: '#333333' },
  coverLine: { style: 'serif', size: 10.5, leading: 15, color: '#333333' },
  coverCaption: { style: 'serif', size: 8.5, leading: 12, color: '#555555' },
  heading: { style: 'sansBold', size: 10.5, leading: 15 },
  statement: { style: 'serif', size: 10.5, leading: 15.5 },
  caption: { style: 'serif', size: 10.5, leading: 14.5 },
  details: { style: 'serif', size: 9.5, leading: 13.5, color: '#333333' },
  placeholder: { style: 'sans', size: 10, leading: 14, color: '#777777' },
} satisfies Record<string, TextStyle>;

/** A work's page: narrower margins than the CV's (the picture is the page), the footer's room kept below. */
const WORK_MARGIN = { top: 44, side: 44, bottom: MARGIN.bottom } as const;
/** Between the picture and its caption. */
const CAPTION_GAP = 12;

/** The caption's lines: 'Title, year' (the title in italics), then the medium, then the dimensions. */
function captionBlocks(flow: Flow, lines: readonly CvLine[], width: number): Block[] {
  return lines.map((line, i) => {
    const style = i === 0 ? TEXT.caption : TEXT.details;
    return flow.spansBlock(pdfSpans(line, style.style), style, width);
  });
}

/** The caption of a work (documents made before `captionLines` have plain lines). */
const captionOf = (work: CvDocumentWork): CvLine[] =>
  work.captionLines ?? work.caption.map((text) => [{ text }]);

/** The picture scaled to fit a box, never cropped or stretched. */
const fit = (image: { width: number; height: number }, width: number, height: number) => {
  const scale = Math.min(width / image.width, height / image.height);
  return { width: image.width * scale, height: image.height * scale };
};

/** The orientation that shows the picture larger on this page size (portrait on a tie). */
function orientationOf(flow: Flow, image: { width: number; height: number }, captionHeight: number) {
  const size = PAGE_SIZES[flow.pageSize];
  const area = (pageWidth: number, pageHeight: number) => {
    const { width, height } = fit(
      image,
      pageWidth - 2 * WORK_MARGIN.side,
      pageHeight - WORK_MARGIN.top - WORK_MARGIN.bottom - captionHeight - CAPTION_GAP,
    );
    return width * height;
  };
  return area(size.height, size.width) > area(size.width, size.height) * 1.05 ? 'landscape' : 'portrait';
}

/**
 * The cover: the first work as large as the page holds above the name (its title under it), then the name,
 * 'Portfolio, <year>', the born line and the contact at the foot of the page; without a picture, the text alone.
 */
function drawCover(
  flow: Flow,
  cv: CvDocument,
  year: number,
  work: CvDocumentWork | undefined,
  image: Placed | null,
) {
  flow.newPage();
  const width = flow.textWidth;
  const place = cv.born ?? cv.location;
  const blocks: [Block, number][] = [
    [flow.block(cv.name, TEXT.coverName, width), 4],
    [flow.block(`Portfolio, ${year}`, TEXT.coverTitle, width), 10],
    ...[place, cv.contact?.email, cv.contact?.website]
      .filter((line): line is string => Boolean(line))
      .map((line): [Block, number] => [flow.block(line, TEXT.coverLine, width), 0]),
  ];
  const textHeight = blocks.reduce((h, [b, gap]) => h + b.height + gap, 0);
  const textTop = image ? flow.bottom - textHeight : flow.height * 0.36;
  const [title] = work ? captionOf(work) : [];
  if (image) {
    const captionHeight = title ? TEXT.coverCaption.leading + 8 : 0;
    const size = fit(image, width, textTop - 40 - captionHeight - MARGIN.top);
    const left = flow.left + (width - size.width) / 2;
    flow.set.doc.image(image.picture as unknown as Buffer, left, MARGIN.top, size);
    flow.y = MARGIN.top + size.height + 8;
    if (title) flow.place(flow.spansBlock(pdfSpans(title), TEXT.coverCaption, width), left);
  }
  flow.y = textTop;
  for (const [block, gap] of blocks) {
    flow.place(block, flow.left);
    flow.y += gap;
  }
}

/**
 * The statement, under its heading, below the name's block that opens the back matter (the CV's sections follow on
 * the same page).
 */
function drawStatement(flow: Flow, statement: string): void {
  flow.y += 10;
  flow.keep(TEXT.heading.leading + 6 + TEXT.statement.leading * 3);
  // Headed as the CV's sections below it are: the heading over a thin rule.
  drawHeading(flow, 'Artist Statement');
  flow.y += 2;
  for (const paragraph of statement.split(/\n\s*\n/)) {
    flow.place(flow.block(paragraph.replace(/\s+/g, ' ').trim(), TEXT.statement, flow.textWidth), flow.left);
    flow.y += 7;
  }
  flow.y += 18;
}

function drawWork(flow: Flow, work: CvDocumentWork, image: Placed | null): void {
  const captionWidth = () => flow.width - 2 * WORK_MARGIN.side;
  // Measured once on the narrower page, so it is never too short for the page it lands on.
  const captionHeight = captionBlocks(
    flow,
    captionOf(work),
    PAGE_SIZES[flow.pageSize].width - 2 * WORK_MARGIN.side,
  ).reduce((h, b) => h + b.height, 0);
  flow.newPage(image ? orientationOf(flow, image, captionHeight) : 'portrait');
  const doc = flow.set.doc;
  const boxWidth = captionWidth();
  const boxHeight = flow.height - WORK_MARGIN.top - WORK_MARGIN.bottom - captionHeight - CAPTION_GAP;
  const size = image
    ? fit(image, boxWidth, boxHeight)
    : { width: boxWidth, height: Math.min(boxHeight, boxWidth * 0.75) };
  // Picture and caption sit together in the middle of the page; the caption starts under the picture's left edge.
  const free = boxHeight - size.height;
  const top = WORK_MARGIN.top + free / 2;
  const left = WORK_MARGIN.side + (boxWidth - size.width) / 2;
  if (image) {
    doc.image(image.picture as unknown as Buffer, left, top, size); // an opened picture: embedded once
  } else {
    doc.rect(left, top, size.width, size.height).fillColor('#eeeeee').fill();
    flow.set.draw('Image unavailable', TEXT.placeholder, left, top + size.height / 2, {
      width: size.width,
      align: 'center',
    });
  }
  flow.y = top + size.height + CAPTION_GAP;
  for (const block of captionBlocks(flow, captionOf(work), Math.max(size.width, boxWidth / 2))) {
    flow.place(block, left);
  }
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
  // Pictures are converted a few ahead (off the event loop, on every core) while pages are drawn.
  const AHEAD = 3;
  for (let i = 0; i < AHEAD; i++) void load(i);
  const pictures = new Map<string, Picture>();
  let pictureBytes = 0;
  /** The work's picture, opened once per stored file; null past the bytes a portfolio embeds. */
  const open = (image: WorkImage | null): Placed | null | 'full' => {
    if (!image) return null;
    let picture = pictures.get(image.key);
    if (!picture) {
      if (pictureBytes + image.jpeg.length > PICTURE_BYTES) return 'full';
      picture = doc.openImage(Buffer.from(image.jpeg.buffer, image.jpeg.byteOffset, image.jpeg.byteLength));
      pictures.set(image.key, picture);
      pictureBytes += image.jpeg.length;
    }
    return { picture, width: image.width, height: image.height };
  };
  const first = cv.works[0];
  const cover = first ? open(await load(0)) : null;
  drawCover(flow, cv, options.year ?? new Date().getFullYear(), first, cover === 'full' ? null : cover);
  let more = cv.moreWorks ?? 0;
  let drawnWorks = 0;
  for (let i = 0; i < cv.works.length; i++) {
    const image = await load(i);
    void load(i + AHEAD);
    const placed = open(image);
    if (placed === 'full') {
      more += cv.works.length - i;
      break;
    }
    images[i] = null; // its bytes are in the document now
    drawWork(flow, cv.works[i]!, placed);
    drawnWorks += 1;
  }
  if (more && drawnWorks) {
    // Under the last work, above the footer: the works left out are a note, not a page of their own.
    flow.set.draw(moreNote(more, 'works'), TEXT.details, WORK_MARGIN.side, flow.height - MARGIN.bottom + 14);
  }
  flow.newPage();
  if (more && !drawnWorks) {
    flow.place(flow.block(moreNote(more, 'works'), TEXT.details, flow.textWidth), flow.left);
    flow.y += 10;
  }
  // The back matter opens with the name, the born line and the contact, then the statement, then the CV's sections:
  // the name's block after the statement read as the start of another document.
  const statement = options.statement?.trim();
  drawCv(flow, cv, {
    withStatement: false,
    underHeader: statement ? (f) => drawStatement(f, statement) : undefined,
  });
  drawFooters(set, flow, cv.name, 'Portfolio', { skipFirst: true });
  await finish(doc);
}
