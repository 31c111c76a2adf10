import type { CvDocument } from '@oeuvre/cv-document';

/**
 * The CV as the PDF lays it out (name, city and country, contact, statement when chosen, then the sections with the
 * year in a left column), on a sheet of the chosen page size. Drawn from the same document tree as the PDF; every
 * string is text, never markup.
 */
export function CvPreview({ document: cv, label }: { document: CvDocument; label: string }) {
  const contact = [cv.contact?.email, cv.contact?.website].filter(Boolean).join('   ·   ');
  const paragraphs = cv.statement
    ? cv.statement.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim())
    : [];
  return (
    <section className="cv-preview" aria-label={label}>
      <div className={`cv-sheet cv-sheet-${cv.pageSize.toLowerCase()}`} data-page-size={cv.pageSize}>
        <p className="cv-name">{cv.name}</p>
        {cv.location ? <p className="cv-location">{cv.location}</p> : null}
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
                    {entry.lines.map((line, i) => (
                      <span key={i} className={i === 0 ? 'cv-line' : 'cv-details'}>
                        {line}
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
