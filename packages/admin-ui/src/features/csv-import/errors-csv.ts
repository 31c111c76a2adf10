// "Download all errors": a CSV a spreadsheet opens safely (no cell can run as a formula).

export const ERRORS_CSV_NAME = 'csv-import-errors.csv';

// Spreadsheets run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 'Row 7: Valid email is required' -> ['7', 'Valid email is required']; other errors have no row. */
function splitRow(error: string): [string, string] {
  const match = /^Row (\d+): ([\s\S]*)$/.exec(error);
  return match ? [match[1] as string, match[2] as string] : ['', error];
}

export function errorsCsv(errors: readonly string[]): string {
  const rows = [['row', 'error'], ...errors.map(splitRow)];
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the file through the browser (or the desktop window's download). */
export function downloadErrorsCsv(errors: readonly string[]): void {
  // The byte-order mark makes spreadsheets read the file as UTF-8.
  const blob = new Blob(['\uFEFF', errorsCsv(errors)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ERRORS_CSV_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
