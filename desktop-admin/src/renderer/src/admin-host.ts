/*
 * What the desktop app offers the admin screens beyond the API: CSV files from the native dialog,
 * the File menu or a drop on the window, and menu shortcuts that ask for a section.
 */
import type { CsvFile, Unsubscribe } from '../../shared/bridge.ts';
import type { AdminPath } from '@oeuvre/ui/lib/admin-navigation';
import { desktop } from './desktop.ts';

export interface AdminHost {
  kind: 'desktop';
  /** Native open dialog; null when the moderator cancels. */
  openCsvFile(): Promise<CsvFile | null>;
  /** CSV files opened from the File menu or dropped on the window. */
  onCsvFile(listener: (file: CsvFile) => void): Unsubscribe;
  /** Ctrl/Cmd+1, 2, … and the Go menu asking to show an admin section. */
  onNavigate(listener: (path: AdminPath) => void): Unsubscribe;
}

export interface DesktopAdminHost extends AdminHost {
  /** Hands a dropped CSV to the screens (kept until one of them listens). */
  deliverCsvFile(file: CsvFile): void;
  dispose(): void;
}

export function createAdminHost(): DesktopAdminHost {
  const csvListeners = new Set<(file: CsvFile) => void>();
  let waiting: CsvFile | null = null;

  const deliverCsvFile = (file: CsvFile) => {
    if (csvListeners.size === 0) {
      waiting = file;
      return;
    }
    for (const listener of csvListeners) listener(file);
  };
  const stopMenuFiles = desktop.onCsvFileOpened(deliverCsvFile);

  return {
    kind: 'desktop',
    openCsvFile: () => desktop.openCsvFile(),
    onCsvFile(listener) {
      csvListeners.add(listener);
      if (waiting) {
        const file = waiting;
        waiting = null;
        listener(file);
      }
      return () => {
        csvListeners.delete(listener);
      };
    },
    onNavigate: (listener) => desktop.onNavigate(listener),
    deliverCsvFile,
    dispose: stopMenuFiles,
  };
}
