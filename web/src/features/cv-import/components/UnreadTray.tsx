import { Button, HTMLSelect } from '@blueprintjs/core';
import { CV_IMPORT_SECTIONS, SECTIONS, type CvImportSection } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { memo, useState } from 'react';
import { type TrayLine, useReview } from '../review-store';

/** The lines the reader could not place: each goes to a section (as a new entry, to complete) or away. */
export function UnreadTray() {
  const tray = useReview((s) => s.tray);
  return (
    <section className="import-tray" aria-labelledby="import-tray-title">
      <h2 id="import-tray-title" className="import-section-title" tabIndex={-1}>
        {M.tray.title} <span className="import-count">({tray.length})</span>
      </h2>
      <p className="muted">{tray.length ? M.tray.intro : M.tray.empty}</p>
      {tray.length ? (
        <ul className="import-tray-lines">
          {tray.map((line) => (
            <TrayRow key={line.key} line={line} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const TrayRow = memo(function TrayRow({ line }: { line: TrayLine }) {
  const [section, setSection] = useState<CvImportSection>(CV_IMPORT_SECTIONS[0]!);
  const sendLine = useReview((s) => s.sendLine);
  const discardLine = useReview((s) => s.discardLine);
  const selectId = `import-${line.key}-to`;


  return (
    <li className="import-tray-line">
      <p className="import-tray-text">
        {line.text}
        {line.page !== undefined ? <span className="muted"> ({M.pageOf(line.page)})</span> : null}
      </p>
      <div className="import-tray-actions">
        <label htmlFor={selectId} className="visually-hidden">
          {`${M.tray.sendTo}: ${line.text}`}
        </label>
        <HTMLSelect id={selectId} value={section} onChange={(e) => setSection(e.target.value as CvImportSection)}>
          {CV_IMPORT_SECTIONS.map((s) => (
            <option key={s} value={s}>
              {SECTIONS[s].label}
            </option>
          ))}
        </HTMLSelect>
        <Button text={M.tray.send} icon="arrow-right" onClick={() => sendLine(line.key, section)} aria-label={`${M.tray.send}: ${line.text}`} />
        <Button
          text={M.tray.discard}
          icon="trash"
          variant="minimal"
          onClick={() => discardLine(line.key)}
          aria-label={`${M.tray.discard}: ${line.text}`}
        />
      </div>
    </li>
  );
});

/** The lines left out on purpose (page numbers, repeated headers), folded, with why. */
export function IgnoredLines() {
  const ignored = useReview((s) => s.ignored);
  if (!ignored.length) return null;
  return (
    <details className="import-ignored">
      <summary>{M.ignored(ignored.length)}</summary>
      <ul>
        {ignored.map((line, i) => (
          <li key={i}>
            <span>{line.text}</span> <span className="muted">({line.reason})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
