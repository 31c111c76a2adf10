// pdfkit registers a font fontkit has already parsed as it registers the font's bytes (it parses bytes with the same
// fontkit); its published types name only the bytes. The documents hand it the parsed font, shared by every document.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
