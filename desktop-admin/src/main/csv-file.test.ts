import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvFileError, readCsvFile } from './csv-file.ts';

const folders: string[] = [];
const folder = () => {
  const created = mkdtempSync(join(tmpdir(), 'oeuvre-csv-'));
  folders.push(created);
  return created;
};
afterEach(() => folders.splice(0).forEach((created) => rmSync(created, { recursive: true, force: true })));

describe('reading a chosen CSV file', () => {
  it('returns its name and bytes', async () => {
    const path = join(folder(), 'artists.csv');
    writeFileSync(path, 'fullName,email\nAda Lovelace,ada@example.org\n');
    const file = await readCsvFile(path);
    expect(file.name).toBe('artists.csv');
    expect(new TextDecoder().decode(file.bytes)).toBe('fullName,email\nAda Lovelace,ada@example.org\n');
  });

  it('refuses other files, folders and files over the limit', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    mkdirSync(join(dir, 'folder.csv'));
    writeFileSync(join(dir, 'big.csv'), 'x'.repeat(2048));

    await expect(readCsvFile(join(dir, 'notes.txt'))).rejects.toThrow(CsvFileError);
    await expect(readCsvFile(join(dir, 'folder.csv'))).rejects.toThrow('Choose a .csv file.');
    await expect(readCsvFile(join(dir, 'big.csv'), 1024)).rejects.toThrow(CsvFileError);
  });
});
