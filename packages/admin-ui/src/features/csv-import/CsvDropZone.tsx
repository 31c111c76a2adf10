// Choose a CSV: drop it here, pick it with the file input, or (desktop) the native open dialog.
import { Button, FileInput, Icon } from '@blueprintjs/core';
import { type DragEvent, useState } from 'react';

interface CsvDropZoneProps {
  file: File | null;
  disabled: boolean;
  onFile(file: File): void;
  openNative?: () => void;
}

export function CsvDropZone({ file, disabled, onFile, openNative }: CsvDropZoneProps) {
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    // Handled here: the desktop window's own drop handler need not see it too.
    event.stopPropagation();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    <div
      className={`admin-dropzone${over ? ' admin-dropzone--over' : ''}`}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="csv-dropzone"
    >
      <Icon icon="document" size={24} aria-hidden />
      <p className="admin-dropzone__text">Drop a CSV file here, or choose one.</p>
      <div className="admin-dropzone__actions">
        <FileInput
          disabled={disabled}
          text={file ? file.name : 'Choose CSV file...'}
          hasSelection={file !== null}
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'CSV file', name: 'csvFile' }}
          onInputChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) onFile(chosen);
            event.currentTarget.value = '';
          }}
        />
        {openNative ? (
          <Button icon="folder-open" text="Open CSV file…" disabled={disabled} onClick={openNative} />
        ) : null}
      </div>
    </div>
  );
}
