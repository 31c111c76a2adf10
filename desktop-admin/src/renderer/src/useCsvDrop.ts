import { useEffect, useState } from 'react';
import type { CsvFile } from '../../shared/bridge.ts';
import { readDroppedCsv } from './csv-drop.ts';

/** Lets a CSV be dropped anywhere on the window; anything else is refused with a message. */
export function useCsvDrop(onFile: (file: CsvFile) => void, onRefused: (message: string) => void): boolean {
  const [over, setOver] = useState(false);

  useEffect(() => {
    const dragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    };
    const dragLeave = (event: DragEvent) => {
      if (event.relatedTarget === null) setOver(false);
    };
    const drop = (event: DragEvent) => {
      // Without this the window would try to navigate to the file.
      event.preventDefault();
      setOver(false);
      const files = event.dataTransfer?.files;
      if (!files || files.length === 0) return;
      void readDroppedCsv(files).then((result) =>
        result.ok ? onFile(result.file) : onRefused(result.message),
      );
    };
    window.addEventListener('dragover', dragOver);
    window.addEventListener('dragleave', dragLeave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', dragOver);
      window.removeEventListener('dragleave', dragLeave);
      window.removeEventListener('drop', drop);
    };
  }, [onFile, onRefused]);

  return over;
}
