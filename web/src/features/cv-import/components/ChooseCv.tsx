import { Button, Callout, FileInput, FormGroup, TextArea } from '@blueprintjs/core';
import { CV_IMPORT_ACCEPT, CV_IMPORT_LIMITS } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { type DragEvent, useEffect, useState } from 'react';
import type { ImportSource } from '../api/cv-import';

const EXTENSIONS = CV_IMPORT_ACCEPT.split(',');
const ERROR_ID = 'import-error';

/** Why a file cannot be sent, before sending it (the server decides by its bytes). */
export function fileProblem(file: File): string | null {
  if (file.size > CV_IMPORT_LIMITS.maxBytes) return M.tooLarge;
  const name = file.name.toLowerCase();
  return EXTENSIONS.some((ext) => name.endsWith(ext)) ? null : M.notAccepted;
}

/** Choose or drop a file (read at once), or paste the CV's text. */
export function ChooseCv({
  onRead,
  error,
  text,
  onText,
}: {
  onRead: (source: ImportSource) => void;
  error?: string;
  /** The pasted text, kept by the page so a reading that fails does not lose it. */
  text: string;
  onText: (text: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    // Drawn again after a reading that failed: the focus (left on the file input or the button, gone while it was
    // read) goes to why, and Tab goes on to choosing another file.
    if (error) document.getElementById(ERROR_ID)?.focus();
  }, [error]);

  function take(file: File | undefined) {
    if (!file) return;
    const found = fileProblem(file);
    setProblem(found);
    if (!found) onRead({ file });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  }

  const shown = problem ?? error;
  return (
    <div className="import-choose">
      {shown ? (
        <Callout
          intent="danger"
          role="alert"
          title={M.readFailedTitle}
          id={ERROR_ID}
          tabIndex={-1}
        >
          {shown}
        </Callout>
      ) : null}
      <div
        className={over ? 'import-drop import-drop-over' : 'import-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <FormGroup label={M.fileLabel} labelFor="import-file" helperText={M.fileFormats}>
          <FileInput
            text={M.chooseFile}
            buttonText={M.browse}
            fill
            inputProps={{ id: 'import-file', accept: CV_IMPORT_ACCEPT, 'aria-describedby': 'import-drop-hint' }}
            onInputChange={(e) => take(e.currentTarget.files?.[0])}
          />
        </FormGroup>
        <p className="muted" id="import-drop-hint">
          {M.dropHere}
        </p>
      </div>
      <form
        className="import-paste"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) {
            setProblem(M.pasteEmpty);
            return;
          }
          setProblem(null);
          onRead({ text });
        }}
      >
        <FormGroup label={M.pasteLabel} labelFor="import-text">
          <TextArea id="import-text" value={text} onChange={(e) => onText(e.target.value)} rows={8} fill />
        </FormGroup>
        <Button type="submit" text={M.readText} icon="document" />
      </form>
    </div>
  );
}
