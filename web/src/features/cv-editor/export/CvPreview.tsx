import type { CvDocument, CvLine } from '@oeuvre/cv-document';
import { CvLineText } from '@oeuvre/ui/components/CvLineText';

/**
 * A line's runs as the PDF sets them: a title (an exhibition's, a work's, a book's) as a `cite`, in italics as on the
 * public page; everything else, the entry's name too, in the line's face (a CV on paper is plain). The words are the
 * document's (`readCvEntry`), never written here; a press entry's link is not followed from a preview.
 */
function Line({ line }: { line: CvLine }) {
  return <CvLineText line={line} bold={false} />;
}

/**
 * The CV as the PDF lays it out (name; the born line, or the city and country; contact; statement when chosen; then
 * the sections in the document's order under its headings, 'Selected …' in a selection, the year in a left column, the
 * titles in italics), on a sheet of the chosen page size. Drawn from the same document tree as the PDF; every string is
 * text, never markup.
 */
export function CvPreview({ id, document: cv, label }: { id?: string; document: CvDocument; label: string }) {
  const contact = [cv.contact?.email, cv.contact?.website].filter(Boolean).join('   ·   ');
  const place = cv.born ?? cv.location;
  const paragraphs = cv.statement
    ? cv.statement.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim())
    : [];
  return (
    <section id={id} className="cv-preview" aria-label={label}>
      <div className={`cv-sheet cv-sheet-${cv.pageSize.toLowerCase()}`} data-page-size={cv.pageSize}>
        <p className="cv-name">{cv.name}</p>
        {place ? <p className="cv-location">{place}</p> : null}
        {contact ? <p className="cv-contact">{contact}</p> : null}
        {paragraphs.length ? (
          <div className="cv-statement">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : null}
        {cv.sections.map((section) => (
          <section key={section.key} className="cv-section">
            <h3 className="cv-heading">{section.heading}</h3>
            <ul className="cv-entries">
              {section.entries.map((entry) => (
                <li key={entry.ref} className="cv-entry">
                  <span className="cv-year">{entry.year}</span>
                  <span className="cv-lines">
                    {entry.spans.map((line, i) => (
                      <span key={i} className={i === 0 ? 'cv-line' : 'cv-details'}>
                        <Line line={line} />
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {cv.sections.length === 0 ? (
          <p className="cv-empty">
            No entries to show: tick a section and its entries, or add entries in the other tabs.
          </p>
        ) : null}
      </div>
    </section>
  );
}
