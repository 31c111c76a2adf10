// What pdfkit does and its published types leave out. It registers a font fontkit has already parsed as it registers
// the font's bytes (it parses bytes with the same fontkit): the documents hand it the parsed font, shared by every
// document. It opens a picture once (`openImage`) and draws that object on any number of pages, embedded once.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
    interface PDFImage {
      openImage(src: Buffer): OpenedImage;
    }
    /** A picture opened in a document; `image()` takes it in place of bytes. */
    interface OpenedImage {
      width: number;
      height: number;
    }
  }
}
