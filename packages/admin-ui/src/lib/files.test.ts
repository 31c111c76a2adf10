import { UploadMessages } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { csvProblem, imageProblem, toCsvFile } from './files.ts';

describe('csvProblem', () => {
  test('accepts CSV types, and .csv files the system gave no type', () => {
    expect(csvProblem(new File(['a'], 'a.csv', { type: 'text/csv' }))).toBeNull();
    expect(csvProblem(new File(['a'], 'a.csv', { type: 'application/vnd.ms-excel' }))).toBeNull();
    expect(csvProblem(new File(['a'], 'A.CSV'))).toBeNull();
  });

  test("refuses anything else with 'Invalid file type' / 'Please select a CSV file'", () => {
    expect(csvProblem(new File(['a'], 'a.png', { type: 'image/png' }))).toEqual(UploadMessages.notCsv);
    expect(csvProblem(new File(['a'], 'notes.txt'))).toEqual(UploadMessages.notCsv);
  });
});

describe('imageProblem', () => {
  test('JPG, PNG and WEBP up to 25MB pass', () => {
    expect(imageProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
  });

  test("other types and larger files are refused: 'Invalid file type', 'File too large'", () => {
    expect(imageProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toEqual(
      UploadMessages.notImage,
    );
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageProblem(big)).toEqual(UploadMessages.tooLarge);
  });
});

test('a CSV read by the desktop app becomes a CSV file', async () => {
  const file = toCsvFile({ name: 'artists.csv', bytes: new TextEncoder().encode('fullName\n') });
  expect(file).toMatchObject({ name: 'artists.csv', type: 'text/csv' });
  expect(await file.text()).toBe('fullName\n');
});
